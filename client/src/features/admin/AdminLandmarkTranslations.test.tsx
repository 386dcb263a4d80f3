import { ApolloProvider } from '@apollo/client/react';
import { CONTENT_MESSAGES } from '@shim/common/content-messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo';
import { fakeServer, gqlData } from '../../test/fake-server';
import { AdminLandmarkTranslations } from './AdminLandmarkTranslations';

const landmark = (translations: Array<{ locale: string; name: string | null }>) => ({
  __typename: 'Landmark',
  id: 7,
  name: '경복궁',
  location: '서울 종로구',
  description: '조선의 법궁',
  overview: '',
  translations: translations.map((t) => ({
    __typename: 'ContentTranslation',
    description: null,
    overview: null,
    ...t,
  })),
});

afterEach(() => vi.unstubAllGlobals());

describe('명소 번역', () => {
  it('shows the Korean text first and saves the translations the administrator writes', async () => {
    const api = fakeServer({
      graphql: {
        AdminLandmarks: () =>
          gqlData({
            landmarks: {
              __typename: 'LandmarkConnection',
              totalCount: 1,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              edges: [
                {
                  __typename: 'LandmarkEdge',
                  node: { __typename: 'Landmark', id: 7, name: '경복궁', location: '서울 종로구' },
                },
              ],
            },
          }),
        AdminLandmark: () => gqlData({ landmark: landmark([{ locale: 'en', name: 'Gyeongbokgung' }]) }),
        SetLandmarkTranslations: () =>
          gqlData({ setLandmarkTranslations: landmark([{ locale: 'en', name: 'Gyeongbokgung Palace' }]) }),
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    render(
      <ApolloProvider client={createApolloClient({ fetch: api.fetch })}>
        <AdminLandmarkTranslations />
      </ApolloProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('명소 선택'), '7');
    const form = await screen.findByRole('form', { name: '경복궁 번역' });
    expect(within(form).getByText('조선의 법궁')).toBeTruthy();
    await user.click(within(form).getByRole('tab', { name: /English/ }));
    const name = within(form).getByLabelText('명소 이름 English') as HTMLInputElement;
    expect(name.value).toBe('Gyeongbokgung');
    await user.clear(name);
    await user.type(name, 'Gyeongbokgung Palace');
    await user.click(within(form).getByRole('button', { name: '번역 저장' }));
    await waitFor(() => expect(api.named('SetLandmarkTranslations')).toHaveLength(1));
    expect(api.named('SetLandmarkTranslations')[0]?.variables).toEqual({
      input: {
        id: 7,
        translations: [{ locale: 'en', name: 'Gyeongbokgung Palace', description: null, overview: null }],
      },
    });
    expect(await within(form).findByText(CONTENT_MESSAGES.translationSaved)).toBeTruthy();
  });
});
