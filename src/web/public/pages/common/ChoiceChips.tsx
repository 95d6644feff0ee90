import type { ReactElement } from 'react';

export type ChipChoice<K extends string | number> = { key: K; label: string; avatar?: ReactElement };

/**
 * One labelled row of chips of which exactly one is chosen (zone, vehicle, mode, category…): toggle buttons
 * drawn as MUI's chips, plain so the pages that open with them need no MUI.
 */
export function ChoiceChips<K extends string | number>({
  label,
  choices,
  selected,
  onSelect,
  testId,
}: {
  label: string;
  choices: ChipChoice<K>[];
  selected: K | null;
  onSelect(key: K): void;
  testId?: string;
}) {
  return (
    <fieldset data-testid={testId} className="brp-fieldset">
      <legend className="brp-legend">{label}</legend>
      <div className="brp-row">
        {choices.map((choice) => {
          const active = choice.key === selected;
          return (
            <button
              key={choice.key}
              type="button"
              className={`brp-choice${active ? ' brp-choice--on' : ''}`}
              aria-pressed={active}
              onClick={() => onSelect(choice.key)}
            >
              {choice.avatar}
              <span>{choice.label}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
