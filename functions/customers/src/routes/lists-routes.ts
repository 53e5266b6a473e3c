import { labelled, listNameSchema, notFound } from '@ezc/domain';
import { contextApp, defineRoute, jsonResponse, platform, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { findCommonList } from '../common-lists-repository';

const listItemsRoute = defineRoute({
  method: 'get',
  path: '/lists/items',
  summary: 'A common list (nationality, gender, race, state, country, bank, account type, business nature)',
  tags: ['Common service'],
  access: signedIn(),
  request: { query: z.object({ ListName: listNameSchema }) },
  responses: {
    200: jsonResponse(
      z.object({
        Data: z.array(
          z.object({
            Code: z.string(),
            Name: z.string().meta({ description: "The label in the caller's language" }),
            NameEn: z.string(),
            NameMs: z.string(),
          }),
        ),
        Count: z.number(),
      }),
      'The list items, labels in English and Malay',
    ),
  },
});

export const listsRoutes = contextApp().openapi(listItemsRoute, async (c) => {
  const { ListName } = c.req.valid('query');
  const items = await findCommonList(platform().table, ListName);
  if (!items) throw notFound('LIST.NOT_FOUND', 'List not found');
  return c.json({ Data: items.map((i) => labelled(i, c.get('lang'))), Count: items.length }, 200);
});
