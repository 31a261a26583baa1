/** The slice of pino the adapters use; tests can pass a silent one. */
export interface AdapterLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: AdapterLogger = { info() {}, warn() {}, error() {} };
