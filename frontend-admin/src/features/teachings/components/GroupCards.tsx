import { useRef, useState, type ComponentType } from 'react';
import { Button, Card, Empty } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { errorText } from '../../../shared/error-text';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { ImageUpload } from './ImageUpload';

/** What a card shows of one record. */
export interface GroupCard {
  name: string;
  /** The name as a toast says it: "The Beatitudes" in quotes, a person's name without. */
  spoken: string;
  image: string | null;
  meta: string;
  text: string | null;
}

/** The words of one kind of group (a series, a speaker), as its panel says them. */
export interface GroupWords {
  /** 'Series', 'Speaker'. */
  noun: string;
  intro: string;
  empty: string;
  deleteText: string;
  /** 'artwork', 'photo'. */
  image: string;
  imageHint: string;
  /** What removing the image does, after its confirmation's question (which names the record). */
  clearText: string;
  /** A photo shows in a circle. */
  round?: boolean;
}

interface GroupCardsProps<T extends { id: number }> {
  items: T[];
  words: GroupWords;
  card: (one: T) => GroupCard;
  remove: UseMutationResult<unknown, Error, number>;
  upload: UseMutationResult<unknown, Error, { id: number; file: File }>;
  /** Takes the image away (its file is deleted). */
  clear: UseMutationResult<unknown, Error, number>;
  /** The add and edit dialog; `record` null adds one. */
  FormDialog: ComponentType<{ open: boolean; record: T | null; onClose: () => void }>;
}

type Dialog<T> =
  | { kind: 'form'; record: T | null }
  | { kind: 'delete'; record: T }
  | { kind: 'clear'; record: T }
  | null;

/** The teachings a group holds, as its card's line says. */
export const teachingCount = (n: number) => `${n} ${n === 1 ? 'teaching' : 'teachings'}`;

/**
 * The cards of the library's series or speakers: add, edit, upload or remove the image, delete (both
 * asked first).
 * The Series and Speakers panels are this with their words, their card and their hooks.
 */
export function GroupCards<T extends { id: number }>({
  items,
  words,
  card,
  remove,
  upload,
  clear,
  FormDialog,
}: GroupCardsProps<T>) {
  const [dialog, setDialog] = useState<Dialog<T>>(null);
  const close = () => setDialog(null);
  const lower = words.noun.toLowerCase();
  const cardId = (id: number) => `teaching-${lower}-card-${id}`;
  // A confirmed removal takes away the button that asked: the focus goes to the card (its image
  // removed) or to Add (the card deleted), not to the page's start.
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusAfter, setFocusAfter] = useState<number | 'add' | null>(null);
  const afterConfirm = () => {
    if (focusAfter === null) return;
    (focusAfter === 'add'
      ? addButton.current
      : document.getElementById(cardId(focusAfter))
    )?.focus();
    setFocusAfter(null);
  };
  const Image = words.image[0].toUpperCase() + words.image.slice(1);

  const confirmDelete = (one: T) =>
    remove.mutate(one.id, {
      onSuccess: () => {
        notifySuccess(`${words.noun} Deleted`, `${card(one).spoken} has been removed.`);
        setFocusAfter('add');
        close();
      },
      onError: () => notifyError(`Failed to delete the ${lower}. Please try again.`),
    });

  const confirmClear = (one: T) =>
    clear.mutate(one.id, {
      onSuccess: () => {
        notifySuccess(`${Image} Removed`);
        setFocusAfter(one.id);
        close();
      },
      onError: (error) => notifyError(errorText(error) || `Failed to remove the ${words.image}.`),
    });

  return (
    <div className="teachings-pane">
      <div className="teachings-pane__bar">
        <p className="admin-tab__description">{words.intro}</p>
        <Button
          ref={addButton}
          type="primary"
          onClick={() => setDialog({ kind: 'form', record: null })}
        >
          Add {words.noun}
        </Button>
      </div>
      {items.length === 0 ? (
        <Empty description={words.empty} />
      ) : (
        <div className="admin-grid">
          {items.map((one) => {
            const shown = card(one);
            const headingId = `teaching-${lower}-${one.id}`;
            return (
              <div key={one.id} className="admin-grid__cell">
                <Card
                  id={cardId(one.id)}
                  tabIndex={-1}
                  className="admin-card teachings-card"
                  role="article"
                  aria-labelledby={headingId}
                  actions={[
                    <Button
                      key="edit"
                      type="link"
                      aria-label={`Edit ${shown.name}`}
                      onClick={() => setDialog({ kind: 'form', record: one })}
                    >
                      Edit
                    </Button>,
                    <Button
                      key="delete"
                      type="link"
                      danger
                      aria-label={`Delete ${shown.name}`}
                      onClick={() => setDialog({ kind: 'delete', record: one })}
                    >
                      Delete
                    </Button>,
                  ]}
                >
                  <div className="teachings-card__body">
                    <div
                      className={`teachings-card__image${words.round ? ' teachings-card__image--round' : ''}`}
                    >
                      {shown.image ? (
                        <img src={shown.image} alt={`${Image} of ${shown.name}`} />
                      ) : (
                        <span>No {words.image}</span>
                      )}
                    </div>
                    <div className="teachings-card__text">
                      <h3 id={headingId} className="admin-card__title">
                        {shown.name}
                      </h3>
                      <p className="admin-card__meta">{shown.meta}</p>
                      {shown.text && (
                        <p className="admin-card__text admin-card__text--clamp">{shown.text}</p>
                      )}
                    </div>
                  </div>
                  <ImageUpload
                    label={`${shown.image ? 'Replace' : 'Upload'} ${words.image}`}
                    of={shown.name}
                    hint={words.imageHint}
                    pending={upload.isPending && upload.variables.id === one.id}
                    upload={(file) => upload.mutateAsync({ id: one.id, file })}
                    done={`${Image} Uploaded`}
                  />
                  {shown.image && (
                    <Button
                      size="small"
                      type="link"
                      danger
                      className="teachings-card__clear"
                      aria-label={`Remove ${words.image} of ${shown.name}`}
                      onClick={() => setDialog({ kind: 'clear', record: one })}
                    >
                      Remove {words.image}
                    </Button>
                  )}
                </Card>
              </div>
            );
          })}
        </div>
      )}
      <FormDialog
        open={dialog?.kind === 'form'}
        record={dialog?.kind === 'form' ? dialog.record : null}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={`Delete ${words.noun}`}
        text={words.deleteText}
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.record)}
        onCancel={close}
        afterClose={afterConfirm}
      />
      <ConfirmDialog
        open={dialog?.kind === 'clear'}
        title={`Remove ${Image}`}
        confirmLabel="Remove"
        text={
          dialog?.kind === 'clear'
            ? `Remove the ${words.image} of “${card(dialog.record).name}”? ${words.clearText}`
            : ''
        }
        pending={clear.isPending}
        onConfirm={() => dialog?.kind === 'clear' && confirmClear(dialog.record)}
        onCancel={close}
        afterClose={afterConfirm}
      />
    </div>
  );
}
