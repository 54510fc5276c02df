export function ok<T>(data: T) {
  return { code: 0, msg: 'success', data };
}

export function failure(code: number, msg: string, data: unknown = null) {
  return { code, msg, data };
}
