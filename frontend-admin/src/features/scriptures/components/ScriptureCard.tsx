import { Button, Card, Tag } from 'antd';
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
  const titleId = `scripture-${scripture.id}-reference`;
  return (
    <Card
      className="admin-card"
      role="article"
      aria-labelledby={titleId}
      data-testid="scripture-card"
      actions={[
        <Button key="edit" type="link" onClick={onEdit}>
          Edit
        </Button>,
        <Button key="home" type="link" onClick={onToggleHome} loading={togglePending}>
          {scripture.displayOnHome ? 'Remove from Home' : 'Show on Home'}
        </Button>,
        <Button key="delete" type="link" danger onClick={onDelete}>
          Delete
        </Button>,
      ]}
    >
      <div className="admin-card__head">
        <h3 id={titleId} className="admin-card__title">
          {scripture.reference}
        </h3>
        <span>
          <Tag color={scripture.isActive ? 'green' : 'default'}>
            {scripture.isActive ? 'Active' : 'Inactive'}
          </Tag>
          {scripture.displayOnHome && <Tag color="blue">Home Display</Tag>}
          {scripture.shownOnHome && <Tag color="gold">On the home page now</Tag>}
        </span>
      </div>
      <blockquote className="admin-quote">“{scripture.text}”</blockquote>
      <p className="admin-card__meta">Added {formatDate(scripture.createdAt)}</p>
      {scripture.displayOnHome && !scripture.isActive && (
        <p className="admin-card__meta">Inactive scriptures are not shown on the home page.</p>
      )}
      {scripture.displayOnHome && scripture.isActive && !scripture.shownOnHome && (
        <p className="admin-card__meta">
          Not on the home page now: the scripture set to show on home most recently is shown.
        </p>
      )}
    </Card>
  );
}
