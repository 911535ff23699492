/** A shopper's enrollment on a real server over HTTP: its id and the browser's cookie that owns it. */
export interface ShopperEnrollment {
  id: string;
  cookie: string;
}

const FILTER = { zip: '33101', gender: '0', tier: 'IS', dob: '07/04/1970' };

/** A new shopper's enrollment (zip 33101, FL), once the server at `port` has answered 200 for it. */
export async function enrollOverHttp(port: number): Promise<ShopperEnrollment> {
  const created = await fetch(`http://127.0.0.1:${port}/api/v1/add-filter-for-new-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(FILTER),
  });
  if (created.status !== 200) throw new Error(`add-filter-for-new-user answered ${created.status}`);
  const cookie = String(created.headers.get('set-cookie')).split(';')[0] ?? '';
  const { data } = (await created.json()) as { data: { temp_enrollment_id: string } };
  return { id: data.temp_enrollment_id, cookie };
}

/** The enrollment's filter as the server at `port` reads it back to its browser: the status, and the filter on 200. */
export async function filterOverHttp(
  port: number,
  enrollment: ShopperEnrollment,
): Promise<{ status: number; filter: unknown }> {
  const read = await fetch(
    `http://127.0.0.1:${port}/api/v1/get-enrollment-temp-info?enrollment_id=${enrollment.id}&column=filter_info`,
    { headers: { cookie: enrollment.cookie } },
  );
  const filter =
    read.status === 200 ? ((await read.json()) as { data: { result: unknown } }).data.result : null;
  return { status: read.status, filter };
}
