import { useState } from 'react';
import { App as AntApp, Badge, Button, Empty, Popover, Progress, Space, Tag, Tooltip } from 'antd';
import { CloudDownloadOutlined, DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { download } from '../api/request';
import { shellApi, type DownloadRecord } from '../api/shell';
import { recordName, useDownloads } from './hooks';
import { timeService } from '@renderers/time';

/** endFlag: 0 generating (with progress), 1 done (download), anything else failed. */
export function downloadState(r: DownloadRecord): 'running' | 'done' | 'failed' {
  const f = Number(r.endFlag);
  return f === 0 ? 'running' : f === 1 ? 'done' : 'failed';
}

/** The list shared by the top-bar popover (and the XT0125_01 screen). */
export function DownloadList({ records, loaded, onChanged }: { records: DownloadRecord[]; loaded: boolean; onChanged: () => void }) {
  const { t } = useTranslation('shell');
  const { modal, message } = AntApp.useApp();
  if (loaded && records.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('download.empty')} />;
  const remove = (r: DownloadRecord) =>
    modal.confirm({
      title: t('download.delete'),
      content: t('download.deleteConfirm'),
      okType: 'danger',
      onOk: async () => {
        await shellApi.deleteDownload(r.seq);
        void message.success(t('download.deleted'), 4);
        onChanged();
      },
    });
  return (
    <ul className="dc-list">
      {records.map((r) => {
        const state = downloadState(r);
        return (
          <li key={String(r.seq)} className="dc-item" data-seq={String(r.seq)} data-state={state}>
            <div className="dc-main">
              <div className="dc-name" title={recordName(r)}>
                {recordName(r)}
              </div>
              <div className="dc-meta">
                {state === 'running' && (
                  <>
                    <Tag color="processing">{t('download.downloading')}</Tag>
                    <Progress percent={Math.round(Number(r.progress ?? 0))} size="small" style={{ width: 160, margin: 0 }} />
                  </>
                )}
                {state === 'done' && <Tag color="success">{t('download.done')}</Tag>}
                {state === 'failed' && (
                  <Tooltip title={r.errorMessage ?? ''}>
                    <Tag color="error">{t('download.failed')}</Tag>
                    <span className="dc-error">{r.errorMessage}</span>
                  </Tooltip>
                )}
                {(r.createTime ?? r.createdAt) && (
                  <span className="dc-time">{t('download.createdAt', { time: timeService().format(r.createTime ?? r.createdAt) })}</span>
                )}
              </div>
            </div>
            <Space size={4}>
              {state === 'done' && (
                <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => void download('xt/0125/download', { seq: r.seq }, recordName(r)).catch(() => {})}>
                  {t('download.view')}
                </Button>
              )}
              <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={t('download.delete')} onClick={() => remove(r)} />
            </Space>
          </li>
        );
      })}
    </ul>
  );
}

/** SH3: the download-centre popover (max height 410, width 500). */
export function DownloadCentre({ onOpenCentre }: { onOpenCentre?: () => void }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { records, loaded, refresh } = useDownloads(open);
  const running = records.filter((r) => downloadState(r) === 'running').length;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={
        <div className="dc-head">
          <span>{t('download.title')}</span>
          {onOpenCentre && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                setOpen(false);
                onOpenCentre();
              }}
            >
              {t('download.openCentre')}
            </Button>
          )}
        </div>
      }
      content={
        <div className="dc-pop" style={{ maxHeight: 410, width: 500, overflowY: 'auto' }} data-testid="download-centre">
          <DownloadList records={records} loaded={loaded} onChanged={() => void refresh()} />
        </div>
      }
    >
      <Button type="text" className="tp-btn" aria-label={t('download.title')} data-testid="download-centre-button">
        <Badge count={running} size="small" offset={[4, -2]}>
          <CloudDownloadOutlined style={{ fontSize: 18, color: 'inherit' }} />
        </Badge>
      </Button>
    </Popover>
  );
}
