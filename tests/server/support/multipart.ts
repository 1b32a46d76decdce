/**
 * A multipart body written by hand, with one résumé whose file name can hold any bytes at all
 * (FormData would encode or refuse them).
 */
export function multipartWithResume(
  fields: Record<string, string>,
  resume: { fileName: string | Buffer; data: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = 'handmadeboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="`,
      ),
      Buffer.from(resume.fileName),
      Buffer.from('"\r\nContent-Type: application/pdf\r\n\r\n'),
      resume.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
