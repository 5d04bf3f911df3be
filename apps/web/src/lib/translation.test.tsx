import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Trans, TranslatorProvider, useTranslation } from './translation';
import { Translator } from './translator';

const texts = () =>
  new Translator({
    language: 'en',
    resources: {
      en: {
        sent: 'We sent a code to <strong>{{email}}</strong>.',
        title: 'Results',
        late: 'Arrived {{when}}',
      },
      hi: { title: 'परिणाम' },
    },
  });

function Title() {
  const { t } = useTranslation();
  return <h1>{t('title')}</h1>;
}

describe('Trans', () => {
  it('draws the named element around its text and the values as text', () => {
    const { container } = render(
      <TranslatorProvider translator={texts()}>
        <p>
          <Trans i18nKey="sent" values={{ email: '<b>a@b.in</b>' }} components={{ strong: <strong /> }} />
        </p>
      </TranslatorProvider>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      'We sent a code to <strong>&lt;b&gt;a@b.in&lt;/b&gt;</strong>.',
    );
  });

  it('shows the content of a tag it has no element for', () => {
    const { container } = render(
      <TranslatorProvider translator={texts()}>
        <p>
          <Trans i18nKey="sent" values={{ email: 'a@b.in' }} />
        </p>
      </TranslatorProvider>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe('We sent a code to a@b.in.');
  });
});

describe('useTranslation', () => {
  it('draws again when the language changes or texts arrive', async () => {
    const translator = texts();
    render(
      <TranslatorProvider translator={translator}>
        <Title />
      </TranslatorProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Results');
    await act(async () => translator.changeLanguage('hi'));
    expect(screen.getByRole('heading')).toHaveTextContent('परिणाम');
    await act(async () => translator.addResource('hi', 'title', 'नतीजे'));
    expect(screen.getByRole('heading')).toHaveTextContent('नतीजे');
  });

  it('sees a change made between its first render and its subscription', async () => {
    const translator = texts();
    function ChangesOnRender() {
      const { t } = useTranslation();
      // A sibling drawn before the provider's effect subscribes changes the texts.
      if (translator.language === 'en') translator.changeLanguage('hi');
      return <span>{t('title')}</span>;
    }
    await act(async () => {
      render(
        <TranslatorProvider translator={translator}>
          <ChangesOnRender />
        </TranslatorProvider>,
      );
    });
    expect(screen.getByText('परिणाम')).toBeInTheDocument();
  });
});
