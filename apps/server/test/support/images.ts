import sharp from 'sharp';

/** Test pictures made on the spot: no binary fixtures in the repository. */

function scene(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5c542"/></svg>`,
      ),
    },
  ]);
}

/** A JPEG carrying EXIF with a camera name and GPS position, as phones write them. */
export function jpegWithExif(width = 1600, height = 1000): Promise<Buffer> {
  return scene(width, height)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model 9', Copyright: 'Someone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer();
}

export const png = (width = 640, height = 480) => scene(width, height).png().toBuffer();
export const webp = (width = 640, height = 480) => scene(width, height).webp().toBuffer();
export const gif = (width = 320, height = 200) => scene(width, height).gif().toBuffer();

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
);
export const htmlPage = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** The first half of a JPEG: its header is fine, its pixels end early. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await scene(1200, 900).jpeg({ quality: 90 }).toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A multipart/form-data body with one file part. */
export function multipart(
  field: string,
  file: Buffer,
  filename: string,
  contentType: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tgde${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
