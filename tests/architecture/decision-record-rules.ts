// The form every decision record in docs/decisions/ keeps (docs/decisions/README.md says how to write one), as
// checks that name what is wrong. Kept apart from the test so that the test can also prove each check fails.

export const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
export const MAX_WORDS = 600;

const LINK = String.raw`\[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\)`;
const LINKS = `${LINK}(?:(?:, | and )${LINK})*`;
const STATUS = new RegExp(`^- Status: (?:accepted|superseded by ${LINK}|accepted, amended by ${LINKS})$`);
const DATE = /^- Date: (\d{4})-(\d{2})-(\d{2})$/;
const SECTIONS = ["Context", "Decision", "Consequences"];

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function isRealDate(year: number, month: number, day: number, today: Date): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getTime() <= today.getTime()
  );
}

/** What is wrong with one record, in words; empty when it keeps the form. */
export function recordProblems(
  file: string,
  text: string,
  records: ReadonlySet<string>,
  today = new Date(),
): string[] {
  const problems: string[] = [];
  const number = RECORD_FILE.exec(file)?.[1];
  if (!number) return [`${file}: not named NNNN-words.md`];
  const lines = text.split("\n");

  const title = /^# (\d{4})\. (\S.*)$/.exec(lines[0] ?? "");
  if (!title) problems.push(`first line is not "# ${number}. <title>"`);
  else if (title[1] !== number) problems.push(`title number ${title[1]} is not the file's ${number}`);
  else if (/decision is needed|to be decided|\bTBD\b/i.test(title[2] ?? "")) {
    problems.push("the title asks for a decision instead of stating one");
  }

  const status = lines[2] ?? "";
  if (lines[1] !== "" || !STATUS.test(status)) {
    problems.push(
      `third line is not "- Status: accepted | superseded by [NNNN](file) | accepted, amended by [NNNN](file)"`,
    );
  } else {
    for (const [, target, targetFile] of status.matchAll(new RegExp(LINK, "g"))) {
      if (!targetFile?.startsWith(`${target}-`))
        problems.push(`status link [${target}] points at ${targetFile}`);
      else if (!records.has(targetFile)) problems.push(`status names ${targetFile}, which is not a record`);
      else if (Number(target) <= Number(number))
        problems.push(`status names ${targetFile}, which is not a later record`);
    }
  }

  const date = DATE.exec(lines[3] ?? "");
  if (!date) problems.push('fourth line is not "- Date: YYYY-MM-DD"');
  else if (!isRealDate(Number(date[1]), Number(date[2]), Number(date[3]), today)) {
    problems.push(`${lines[3]?.slice(8)} is not a real date up to today`);
  }

  const headings = lines.filter((line) => line.startsWith("## ")).map((line) => line.slice(3).trim());
  if (headings.join(",") !== SECTIONS.join(",")) {
    problems.push(`sections are [${headings.join(", ")}], not ${SECTIONS.join(", ")} in that order`);
  }

  const words = wordCount(text);
  if (words >= MAX_WORDS) problems.push(`${words} words, the limit is under ${MAX_WORDS}`);

  return problems;
}

/** The record's title and status as its first lines state them, for the README's index. */
export function titleAndStatus(text: string): { title: string; status: string } {
  const lines = text.split("\n");
  return {
    title: (lines[0] ?? "").replace(/^# \d{4}\. /, ""),
    status: (lines[2] ?? "").replace(/^- Status: /, ""),
  };
}
