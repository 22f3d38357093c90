import { useEffect, useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../../../shared/content-types';
import { useDebouncedValue, useLingui } from '@ministry/frontend-kit';
import { useSearchSuggestions } from '../hooks/use-search-suggestions';

/** Spec §2 item 4. */
export const QUICK_TOPICS = [
  'True Faith',
  'Prayer & Worship',
  'Obedience',
  'Sabbath',
  'The Messiah',
  'Sanctification',
];

/** Suggestions are asked for once typing pauses this long. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

interface StudySearchProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Runs a search for `term` ('' shows the most popular teachings). */
  onSearch: (term: string) => void;
}

/**
 * The search box (an ARIA combobox with a listbox of suggestions), the Search button and the quick
 * topic chips. Spec §4: the suggestions open while text is typed and close on a click outside, on
 * Escape, on choosing a suggestion, on a quick topic and on Enter.
 */
export function StudySearch({ text, onTextChange, onSearch }: StudySearchProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const comboboxRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();

  const typed = useDebouncedValue(text.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const { data: suggestions = [] } = useSearchSuggestions(open ? typed : '');
  const expanded = open && text.trim() !== '' && suggestions.length > 0;

  // The highlighted option belongs to one list of suggestions; a new list starts unhighlighted.
  const [highlight, setHighlight] = useState({ list: suggestions, index: -1 });
  const active = expanded && highlight.list === suggestions ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ list: suggestions, index });

  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!comboboxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on `id`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const search = (term: string) => {
    close();
    onTextChange(term);
    onSearch(term.trim());
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
        } else if (count > 0) {
          setActive(active >= count - 1 ? 0 : active + 1);
        }
        break;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActive(active <= 0 ? count - 1 : active - 1);
        break;
      case 'Enter':
        // With a highlighted suggestion Enter chooses it; otherwise the form submits the text.
        if (active >= 0) {
          event.preventDefault();
          search(suggestions[active].term);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  return (
    <>
      <form
        className="study-search"
        role="search"
        aria-label={i18n._({ id: 'study.search.label', message: 'Teachings' })}
        onSubmit={onSubmit}
      >
        <div
          className="study-search__combobox"
          ref={comboboxRef}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {i18n._({ id: 'study.search.inputLabel', message: 'Search teachings' })}
          </label>
          <input
            id={inputId}
            type="text"
            role="combobox"
            inputMode="search"
            enterKeyHint="search"
            className="study-search__input"
            placeholder={i18n._({
              id: 'study.search.placeholder',
              message: 'Search by topic or scripture…',
            })}
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            value={text}
            onChange={(event) => {
              onTextChange(event.target.value);
              setOpen(event.target.value.trim() !== '');
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listboxId}
            role="listbox"
            aria-label={i18n._({ id: 'study.search.suggestions', message: 'Search suggestions' })}
            className="suggestions"
            hidden={!expanded}
          >
            {expanded &&
              suggestions.map((suggestion: SearchSuggestion, index) => (
                <li
                  key={`${suggestion.category}-${suggestion.term}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="suggestion"
                  // Keep focus in the input so the choice reads as part of the search box.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && setActive(index)}
                  onClick={() => search(suggestion.term)}
                >
                  <span className="suggestion__term">{suggestion.term}</span>
                  {suggestion.description && (
                    <span className="suggestion__description">{suggestion.description}</span>
                  )}
                  <span className="suggestion__category">{suggestion.category}</span>
                </li>
              ))}
          </ul>
        </div>
        <button type="submit" className="button button--primary study-search__submit">
          {i18n._({ id: 'study.search.submit', message: 'Search' })}
        </button>
      </form>
      <div
        className="topic-chips"
        role="group"
        aria-label={i18n._({ id: 'study.search.quickTopics', message: 'Quick topics' })}
      >
        {QUICK_TOPICS.map((topic) => (
          <button key={topic} type="button" className="topic-chip" onClick={() => search(topic)}>
            {topic}
          </button>
        ))}
      </div>
    </>
  );
}
