/**
 * kind "dashboard": statistic cards, each reading one field of a named dataSource entry, and
 * charts over the rows of named entries (loaded lazily with the drawing library). Entries that
 * name their own authority load only when granted (grantedEntries.ts).
 */
import { Card, Col, Row, Spin, Statistic } from 'antd';
import { ActionButtons } from '../actions/ActionButtons';
import { useEngine } from '../EngineProvider';
import { useScreen } from '../ScreenContext';
import { getPath } from '../scope';
import { dictionaryText } from '../registry';
import type { DashboardCard } from '../types';
import { useApiData } from '../useApiData';
import { ChartsSlot } from '../charts/ChartsSlot';
import { useGrantedParts } from './grantedEntries';

const suffixes = new Map<string, string>([['percent', '%']]);

function value(card: DashboardCard, data: Record<string, unknown>): number | string | undefined {
  const raw = getPath(data, `${card.api ?? 'load'}.${card.name}`) as number | string | undefined;
  if (card.valueType === 'percent' && raw !== undefined && raw !== null) return Number(raw) * 100;
  return raw ?? undefined;
}

export default function DashboardScreen() {
  const { screen, params, field, lang, text } = useScreen();
  const title = (card: DashboardCard) => (card.dictionary && dictionaryText(card.dictionary, card.name, lang, text)) || field(card.name, card.title);
  const engine = useEngine();
  const { cards, charts, apis, ready } = useGrantedParts(screen);
  const { data, loading, reload } = useApiData(apis);
  return (
    <Spin spinning={loading || !ready}>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.name} xs={24} sm={12} lg={card.span ?? 6}>
            <Card size="small" data-card={card.name}>
              <Statistic title={title(card)} value={value(card, data) ?? '-'}
                precision={card.precision ?? (card.valueType === 'money' ? 2 : undefined)} suffix={suffixes.get(card.valueType ?? '')} />
              {card.action && <ActionButtons actions={[card.action]} extras={{ reload }} variant="link"
                data={{ params, user: engine.user ?? {}, data }} />}
            </Card>
          </Col>
        ))}
      </Row>
      <ChartsSlot charts={charts} data={data} />
    </Spin>
  );
}
