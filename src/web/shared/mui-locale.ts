import type { ThemeOptions } from '@mui/material/styles';

/**
 * MUI's built-in component texts in Filipino (MUI ships no `filPH`, and its partial `tlTL` has mistakes):
 * the default props of the components whose texts people meet (close buttons, pagination, autocomplete,
 * rating, breadcrumbs). Merged into the theme when the reader chose Filipino.
 */
export const filPH: ThemeOptions = {
  components: {
    MuiAlert: { defaultProps: { closeText: 'Isara' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Burahin',
        closeText: 'Isara',
        loadingText: 'Naglo-load…',
        noOptionsText: 'Walang pagpipilian',
        openText: 'Buksan',
      },
    },
    MuiBreadcrumbs: { defaultProps: { expandText: 'Ipakita ang buong daan' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => {
          if (type === 'first') return 'Pumunta sa unang page';
          if (type === 'last') return 'Pumunta sa huling page';
          if (type === 'next') return 'Pumunta sa susunod na page';
          return 'Pumunta sa naunang page';
        },
        labelRowsPerPage: 'Row kada page:',
        labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
          `${from}–${to} sa ${count !== -1 ? count : `mahigit ${to}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value: number) => `${value} Bituin`,
        emptyLabelText: 'Walang laman',
      },
    },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navigation ng page',
        getItemAriaLabel: (type: string, page: number | null, selected: boolean) => {
          if (type === 'page') return `${selected ? '' : 'Pumunta sa '}page ${page}`;
          if (type === 'first') return 'Pumunta sa unang page';
          if (type === 'last') return 'Pumunta sa huling page';
          if (type === 'next') return 'Pumunta sa susunod na page';
          return 'Pumunta sa naunang page';
        },
      },
    },
  },
};

/** Theme options with the Filipino component texts added (English is MUI's default). */
export function withComponentTexts<T extends ThemeOptions>(options: T, locale: string): T {
  if (locale !== 'fil') return options;
  return { ...options, components: { ...options.components, ...filPH.components } };
}
