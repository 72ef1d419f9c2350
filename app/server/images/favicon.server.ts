import sharp from 'sharp';

/** The favicon drawing, shared by public/favicon.svg and the generated /favicon.ico. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="8" fill="#0b3d3a"/><circle cx="16" cy="13" r="6" fill="#fcd34d"/><path d="M3 22c4-3.5 8.5-3.5 13 0s9 3.5 13 0v10H3z" fill="#5eead4"/><path d="M3 25.5c4-3.5 8.5-3.5 13 0s9 3.5 13 0" fill="none" stroke="#0b3d3a" stroke-width="1.8"/></svg>`;

let favicon: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** A 32x32 ICO whose single entry is a PNG (supported by every current browser). */
export function getFaviconIco(): Promise<Uint8Array<ArrayBuffer>> {
  favicon ??= sharp(Buffer.from(FAVICON_SVG))
    .resize(32, 32)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
    .then((png) => {
      const header = Buffer.alloc(6 + 16);
      header.writeUInt16LE(0, 0); // reserved
      header.writeUInt16LE(1, 2); // type: icon
      header.writeUInt16LE(1, 4); // one image
      header.writeUInt8(32, 6); // width
      header.writeUInt8(32, 7); // height
      header.writeUInt8(0, 8); // no palette
      header.writeUInt8(0, 9); // reserved
      header.writeUInt16LE(1, 10); // colour planes
      header.writeUInt16LE(32, 12); // bits per pixel
      header.writeUInt32LE(png.length, 14); // size of the PNG
      header.writeUInt32LE(22, 18); // offset of the PNG
      return new Uint8Array(Buffer.concat([header, png]));
    });
  return favicon;
}
