import { ApolloProvider } from '@apollo/client/react';
import { CONTENT_MESSAGES } from '@shim/common/content-messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo';
import { fakeServer, gqlData, gqlError, type GraphQLHandler } from '../../test/fake-server';
import { AdminPlaceTranslations } from './AdminPlaceTranslations';

const haeundae = {
  __typename: 'PlaceSuggestion',
  id: 'sigungu:26350',
  kind: 'SIGUNGU',
  name: '해운대구',
  label: '부산광역시 해운대구',
  translations: [{ __typename: 'ContentTranslation', locale: 'ja', name: 'ヘウンデ' }],
};

const places = () =>
  gqlData({
    adminPlaces: {
      __typename: 'PlaceSuggestionConnection',
      totalCount: 1,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      edges: [{ __typename: 'PlaceSuggestionEdge', node: haeundae }],
    },
  });

function renderScreen(save: GraphQLHandler) {
  const api = fakeServer({ graphql: { AdminPlaces: places, SetPlaceTranslations: save } });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <ApolloProvider client={createApolloClient({ fetch: api.fetch })}>
      <AdminPlaceTranslations />
    </ApolloProvider>,
  );
  return api;
}

async function openEnglish(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('이름 검색'), '해운대');
  await user.click(screen.getByRole('button', { name: '검색' }));
  await user.selectOptions(await screen.findByLabelText('지역 선택'), 'sigungu:26350');
  const form = await screen.findByRole('form', { name: '부산광역시 해운대구 번역' });
  await user.click(within(form).getByRole('tab', { name: /English/ }));
  return form;
}

afterEach(() => vi.unstubAllGlobals());

describe('지역 번역', () => {
  it('finds a place by its Korean name and saves the English name beside the stored ones', async () => {
    const api = renderScreen(() =>
      gqlData({ setPlaceTranslations: { __typename: 'PlaceSuggestion', id: haeundae.id } }),
    );
    const user = userEvent.setup();
    const form = await openEnglish(user);
    expect(api.named('AdminPlaces').at(-1)?.variables).toMatchObject({ text: '해운대', kind: null, after: null });
    await user.type(within(form).getByLabelText('지역 이름 English'), 'Haeundae District');
    await user.click(within(form).getByRole('button', { name: '번역 저장' }));
    await waitFor(() => expect(api.named('SetPlaceTranslations')).toHaveLength(1));
    expect(api.named('SetPlaceTranslations')[0]?.variables).toEqual({
      input: {
        id: 'sigungu:26350',
        translations: [
          { locale: 'en', name: 'Haeundae District' },
          { locale: 'ja', name: 'ヘウンデ' },
        ],
      },
    });
    expect(await within(form).findByText(CONTENT_MESSAGES.translationSaved)).toBeTruthy();
  });

  it('shows the server’s Korean words when it refuses the names', async () => {
    const api = renderScreen(() => gqlError(CONTENT_MESSAGES.translationControlChars, 'BAD_USER_INPUT'));
    const user = userEvent.setup();
    const form = await openEnglish(user);
    await user.type(within(form).getByLabelText('지역 이름 English'), 'Haeundae');
    await user.click(within(form).getByRole('button', { name: '번역 저장' }));
    await waitFor(() => expect(api.named('SetPlaceTranslations')).toHaveLength(1));
    expect((await within(form).findByRole('alert')).textContent).toBe(CONTENT_MESSAGES.translationControlChars);
  });
});
