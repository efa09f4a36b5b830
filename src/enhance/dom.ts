/** Every element under `root` that matches `selector`, as an array. */
export const all = <T extends Element>(selector: string, root: ParentNode = document) => [...root.querySelectorAll<T>(selector)]
