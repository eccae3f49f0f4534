/** XX0401_01 price query: transit days as one column ("5–8"). */
type Row = Record<string, unknown> & { transitDays?: { min: number | null; max: number | null } };

export function beforeList(reply: { list: Row[]; total: number }) {
  return {
    ...reply,
    list: reply.list.map((r) => ({
      ...r,
      timeliness: r.transitDays?.min != null ? `${r.transitDays.min}–${r.transitDays.max ?? r.transitDays.min}` : null,
    })),
  };
}
