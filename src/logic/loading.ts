// What a visitor reads while the next page's data is on its way (site spec §8 'Missing data texts').

export const LOADING_TEXTS = {
  generic: 'Loading...',
  notice: 'Loading notice...',
  video: 'Loading video...',
  careers: 'Loading careers...',
  facultyProfile: 'Loading faculty profile...',
} as const

/** The loading text for a client-side navigation to `pathname`. */
export function loadingTextFor(pathname: string): string {
  if (pathname.startsWith('/notice/')) return LOADING_TEXTS.notice
  if (pathname === '/videos') return LOADING_TEXTS.video
  if (pathname === '/career') return LOADING_TEXTS.careers
  if (pathname.startsWith('/profile/')) return LOADING_TEXTS.facultyProfile
  return LOADING_TEXTS.generic
}
