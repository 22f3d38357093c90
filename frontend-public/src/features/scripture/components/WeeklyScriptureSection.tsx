import { useLingui } from '@ministry/frontend-kit';
import { useWeeklyScripture } from '../hooks/use-weekly-scripture';

/** Spec §2 item 7 (anchor "teachings") and §4: skeleton, the quote, or 'No scripture available'. */
export function WeeklyScriptureSection() {
  const scripture = useWeeklyScripture();
  const { i18n } = useLingui();

  return (
    <section id="teachings" className="section scripture" aria-labelledby="scripture-title">
      <div className="container scripture__inner">
        <h2 id="scripture-title">
          {i18n._({ id: 'scripture.title', message: 'Weekly Scripture' })}
        </h2>
        {scripture.isPending && (
          <div className="scripture__skeleton" data-testid="scripture-skeleton" aria-busy="true">
            <span className="visually-hidden">
              {i18n._({ id: 'scripture.loading', message: 'Loading the weekly scripture…' })}
            </span>
            <div className="skeleton skeleton--on-dark skeleton--line" />
            <div className="skeleton skeleton--on-dark skeleton--line" />
            <div className="skeleton skeleton--on-dark skeleton--line skeleton--short" />
          </div>
        )}
        {scripture.isSuccess && (
          <figure className="scripture__quote">
            <blockquote>
              <p>&ldquo;{scripture.data.text}&rdquo;</p>
            </blockquote>
            <figcaption>
              <cite>{scripture.data.reference}</cite>
            </figcaption>
          </figure>
        )}
        {scripture.isError && (
          <p className="scripture__empty">
            {i18n._({ id: 'scripture.empty', message: 'No scripture available' })}
          </p>
        )}
      </div>
    </section>
  );
}
