/** A file the user picked, as the base64 text the JSON upload routes take (no `data:` prefix). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The one file an Upload field holds (antd's list item or the File itself), or undefined. */
export function pickedFile(list: unknown): File | undefined {
  const item = Array.isArray(list) ? list[0] : undefined;
  const file = item?.originFileObj ?? item;
  // File first: under jsdom the global Blob is Node's, not the one its File extends.
  return (typeof File !== 'undefined' && file instanceof File) || (typeof Blob !== 'undefined' && file instanceof Blob) ? (file as File) : undefined;
}
