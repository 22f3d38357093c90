import { Button, Card, Tag } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { ScriptureDto } from '../../../shared/api-types';
import { formatDate } from '../../../shared/format';

interface ScriptureCardProps {
  scripture: ScriptureDto;
  togglePending: boolean;
  onEdit: () => void;
  onToggleHome: () => void;
  onDelete: () => void;
}

export function ScriptureCard({
  scripture,
  togglePending,
  onEdit,
  onToggleHome,
  onDelete,
}: ScriptureCardProps) {
  const { i18n } = useLingui();
  const titleId = `scripture-${scripture.id}-reference`;
  return (
    <Card
      className="admin-card"
      role="article"
      aria-labelledby={titleId}
      data-testid="scripture-card"
      actions={[
        <Button key="edit" type="link" onClick={onEdit}>
          {i18n._({ id: 'admin.action.edit', message: 'Edit' })}
        </Button>,
        <Button key="home" type="link" onClick={onToggleHome} loading={togglePending}>
          {scripture.displayOnHome
            ? i18n._({ id: 'admin.scriptures.removeFromHome', message: 'Remove from Home' })
            : i18n._({ id: 'admin.scriptures.showOnHome', message: 'Show on Home' })}
        </Button>,
        <Button key="delete" type="link" danger onClick={onDelete}>
          {i18n._({ id: 'admin.action.delete', message: 'Delete' })}
        </Button>,
      ]}
    >
      <div className="admin-card__head">
        <h3 id={titleId} className="admin-card__title">
          {scripture.reference}
        </h3>
        <span>
          <Tag color={scripture.isActive ? 'green' : 'default'}>
            {scripture.isActive
              ? i18n._({ id: 'admin.scriptures.active', message: 'Active' })
              : i18n._({ id: 'admin.scriptures.inactive', message: 'Inactive' })}
          </Tag>
          {scripture.displayOnHome && (
            <Tag color="blue">
              {i18n._({ id: 'admin.scriptures.homeDisplay', message: 'Home Display' })}
            </Tag>
          )}
          {scripture.shownOnHome && (
            <Tag color="gold">
              {i18n._({ id: 'admin.scriptures.onHomeNow', message: 'On the home page now' })}
            </Tag>
          )}
        </span>
      </div>
      <blockquote className="admin-quote">“{scripture.text}”</blockquote>
      <p className="admin-card__meta">
        {i18n._({
          id: 'admin.scriptures.added',
          message: 'Added {date}',
          values: { date: formatDate(scripture.createdAt) },
        })}
      </p>
      {scripture.displayOnHome && !scripture.isActive && (
        <p className="admin-card__meta">
          {i18n._({
            id: 'admin.scriptures.inactiveHint',
            message: 'Inactive scriptures are not shown on the home page.',
          })}
        </p>
      )}
      {scripture.displayOnHome && scripture.isActive && !scripture.shownOnHome && (
        <p className="admin-card__meta">
          {i18n._({
            id: 'admin.scriptures.notShownHint',
            message:
              'Not on the home page now: the scripture set to show on home most recently is shown.',
          })}
        </p>
      )}
    </Card>
  );
}
