/** One cell: a registered cell by name, else the value type's cell; plus progress/extra lines. */
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluate } from '../conditions';
import { cells, type CellProps } from '../registry';
import { getPath } from '../scope';
import type { Translate } from '../types';
import { valueCells, type CellEnv } from './valueCells';

export function renderCell(props: CellProps, env: CellEnv): ReactNode {
  const { column, record } = props;
  const scope = { record };
  if (column.visible !== undefined && !evaluate(column.visible, scope)) return null;
  const Named = column.cell ? cells.get(column.cell) : undefined;
  const main = Named ? <Named {...props} /> : (valueCells.get(column.valueType ?? 'text') ?? valueCells.get('text')!)(props, env);
  const progress = column.progressField && evaluate(column.progressVisible, scope) ? getPath(record, column.progressField) : undefined;
  const showExtra = column.extraField && evaluate(column.extraVisible, scope);
  if ((progress === undefined || progress === null) && !showExtra) return main;
  return (
    <div>
      {main}
      {progress !== undefined && progress !== null && valueCells.get('progress')!({ ...props, value: progress }, env)}
      {showExtra && <div className="screen-cell-extra" style={{ fontSize: 12, opacity: 0.65 }}>{String(getPath(record, column.extraField!) ?? '')}</div>}
    </div>
  );
}

/** A cell that follows the language by itself (tables may skip re-rendering unchanged rows). */
export const CellView = memo(function CellView(props: CellProps) {
  const { t, i18n } = useTranslation();
  return <>{renderCell(props, { lang: i18n.language, t: t as Translate })}</>;
});
