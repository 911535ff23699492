/** A noun as a count of it reads: "item" for one, "items" for any other number. */
export function nounFor(count: number, noun: string): string {
  return count === 1 ? noun : `${noun}s`;
}

/** A count with its noun: "1 item", "2 items", "0 items". */
export function counted(count: number, noun: string): string {
  return `${count} ${nounFor(count, noun)}`;
}
