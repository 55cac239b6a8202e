export async function runScaleFromCli(
  _url: string | undefined,
  _v: Record<string, string | undefined>,
): Promise<number> {
  return 1;
}
