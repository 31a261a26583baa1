/**
 * The .xlsx export writer against exceljs' streaming writer (`stream.xlsx.WorkbookWriter`), writer alone: each
 * run is a fresh Node process (same flags, same data) that writes BENCH_XLSX_ROWS rows (default 100,000) of the
 * Registered Users sheet in pages of 1000, into a consumer that takes each chunk after a turn of the event loop
 * (so back-pressure matters, as with a client reading the answer), sampling its own memory every 10 ms. Runs
 * alternate between the writers; the table shows medians. Each writer's file is read back once with SheetJS.
 *
 *   pnpm --filter api exec tsx scripts/bench-xlsx.ts            # BENCH_RUNS=5 by default
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { neutraliseCell, xlsxStream, type XlsxColumn } from '../src/modules/exports/xlsx-stream.js';

type Cell = string | number | null | undefined;
type Writer = (sheetName: string, columns: readonly XlsxColumn[], pages: AsyncIterable<readonly (readonly Cell[])[]>) => AsyncGenerator<Buffer>;

/** exceljs' streaming writer behind the same signature as ours: styles for the bold header, inline strings. */
const exceljsStream: Writer = async function* (sheetName, columns, pages) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  const producing = (async () => {
    for await (const page of pages) {
      for (const row of page) sheet.addRow(row.map((v) => (v == null ? '' : neutraliseCell(String(v))))).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })();
  producing.catch((e: Error) => out.destroy(e));
  for await (const chunk of out) yield chunk as Buffer;
  await producing;
};

const WRITERS: Record<string, Writer> = { ours: xlsxStream, exceljs: exceljsStream };
const ROWS = Number(process.env.BENCH_XLSX_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COLUMNS: XlsxColumn[] = [{ header: 'First Name' }, { header: 'Last Name' }, { header: 'Email', width: 32 }, { header: 'Mobile Number' }, { header: 'Registered On' }];

async function* pagesOf(rows: number) {
  for (let start = 0; start < rows; start += 1000) {
    const page: Cell[][] = [];
    for (let i = start; i < Math.min(rows, start + 1000); i++) {
      page.push([`First${i}`, `Last${i}`, `user${i}@example.com`, `+971 50${String(1_000_000 + i).slice(-7)}`, '15/03/2026']);
    }
    await new Promise((r) => setImmediate(r)); // a page comes from the database
    yield page;
  }
}

interface Result {
  writer: string;
  ms: number;
  baseRss: number;
  peakRss: number;
  peakHeap: number;
  bytes: number;
}

async function child(writer: string, file?: string): Promise<void> {
  const write = WRITERS[writer]!;
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  let bytes = 0;
  const fd = file ? fs.openSync(file, 'w') : null;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (fd !== null) fs.writeSync(fd, chunk);
      setImmediate(done);
    },
  });
  const t0 = performance.now();
  await pipeline(Readable.from(write('Registered Users', COLUMNS, pagesOf(ROWS))), sink);
  const ms = performance.now() - t0;
  clearInterval(sampler);
  if (fd !== null) fs.closeSync(fd);
  const m = process.memoryUsage();
  const result: Result = { writer, ms, baseRss: base.rss, peakRss: Math.max(peakRss, m.rss), peakHeap: Math.max(peakHeap, m.heapUsed), bytes };
  console.log(`RESULT ${JSON.stringify(result)}`);
}

function run(writer: string, file?: string): Result {
  const args = ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', writer, ...(file ? [file] : [])];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: path.dirname(fileURLToPath(import.meta.url)) });
  const line = r.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`${writer} run failed: ${r.stderr}`);
  return JSON.parse(line.slice(7)) as Result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const MB = (b: number) => `${(b / 1_048_576).toFixed(1)} MB`;

async function main() {
  console.log(`xlsx writers: ${ROWS.toLocaleString('en')} rows, ${RUNS} runs each — ${os.cpus().length} cores, Node ${process.version}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-xlsx-'));
  try {
    for (const writer of Object.keys(WRITERS)) {
      const file = path.join(dir, `${writer}.xlsx`);
      run(writer, file);
      const wb = XLSX.read(fs.readFileSync(file), { type: 'buffer', dense: true });
      const data = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
      if (data.length !== ROWS + 1 || data[ROWS]![2] !== `user${ROWS - 1}@example.com`) throw new Error(`${writer}: SheetJS read ${data.length} rows`);
      console.log(`${writer}: read back with SheetJS, ${data.length - 1} rows`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const results: Result[] = [];
  for (let i = 0; i < RUNS; i++) for (const writer of Object.keys(WRITERS)) results.push(run(writer));
  console.log('| writer | time | RSS before | RSS peak (growth) | heap peak | file |');
  console.log('|---|---|---|---|---|---|');
  for (const writer of Object.keys(WRITERS)) {
    const mine = results.filter((r) => r.writer === writer);
    const growth = median(mine.map((r) => r.peakRss - r.baseRss));
    console.log(`| ${writer} | ${(median(mine.map((r) => r.ms)) / 1000).toFixed(2)} s | ${MB(median(mine.map((r) => r.baseRss)))} | ${MB(median(mine.map((r) => r.peakRss)))} (+${MB(growth)}) | ${MB(median(mine.map((r) => r.peakHeap)))} | ${MB(median(mine.map((r) => r.bytes)))} |`);
  }
}

const at = process.argv.indexOf('--child');
if (at >= 0) await child(process.argv[at + 1]!, process.argv[at + 2]);
else await main();
