/** Direct calls to the players' API, for setting the scene faster than through the UI. */
export async function loginByApi(baseUrl: string, mobile: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/account-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', platform: 'h5' },
    body: new URLSearchParams({ mobile, password }).toString(),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } | null };
  if (body.code !== 0 || !body.data) throw new Error(`login failed: ${body.code} ${body.msg}`);
  return body.data.token;
}
