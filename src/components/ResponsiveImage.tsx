import type { ImgHTMLAttributes, Ref } from 'react'
import { usePageContext } from '../hooks/usePageContext'
import { TapToLoad } from './TapToLoad'
import { fallbackFormat, imageUrl, resizableSegments, srcSet, widthsUpTo, type ImageFormat } from '../logic/images'

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>

/** Modern formats first: the browser takes the first source whose type it decodes. */
const SOURCE_FORMATS: ImageFormat[] = ['avif', 'webp']

/**
 * A picture from the file host, resized by the image endpoint: <picture> with AVIF and WebP
 * sources and a JPEG (PNG for PNG files) <img>, each with a srcset of the endpoint's widths up to
 * `maxWidth` and the layout's `sizes`, so the browser fetches about its displayed size × DPR.
 * Anything the endpoint does not resize (another host, SVG, the site's own placeholders) is a
 * plain <img>. `width`/`height` keep the box reserved before the picture arrives.
 * The <picture> takes no box of its own (display: contents): the <img> lays out as before.
 */
export function ResponsiveImage({
  src,
  sizes,
  maxWidth,
  width,
  height,
  imgRef,
  alt,
  ...imgProps
}: ImgProps & {
  src: string
  /** The layout's displayed width (IMAGE_SIZES in src/logic/images.ts). */
  sizes: string
  /** The largest width worth offering (the picture's largest displayed width × 2). */
  maxWidth: number
  width: number
  height: number
  imgRef?: Ref<HTMLImageElement>
}) {
  const { publicFileBaseUrl, saveData } = usePageContext()
  // Save-Data (server only, TapToLoad in src/hooks/usePageContext.tsx): the picture waits behind "Tap to load picture".
  const tapToLoad = saveData === true
  const img: ImgProps = tapToLoad ? { ...imgProps, loading: 'lazy', fetchPriority: 'low' } : imgProps
  const segments = resizableSegments(src, publicFileBaseUrl)
  const fallback = segments && fallbackFormat(segments)
  const picture =
    !segments || !fallback ? (
      <img ref={imgRef} src={src} alt={alt} width={width} height={height} {...img} />
    ) : (
      <picture style={{ display: 'contents' }}>
        {SOURCE_FORMATS.map((format) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet(segments, format, maxWidth)} sizes={sizes} />
        ))}
        <img
          ref={imgRef}
          alt={alt}
          src={imageUrl(segments, widthsUpTo(Math.min(maxWidth, width)).at(-1)!, fallback)}
          srcSet={srcSet(segments, fallback, maxWidth)}
          sizes={sizes}
          width={width}
          height={height}
          {...img}
        />
      </picture>
    )
  return tapToLoad ? <TapToLoad label={alt}>{picture}</TapToLoad> : picture
}
