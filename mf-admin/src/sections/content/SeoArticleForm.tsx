import { useState, type FormEvent } from 'react';
import { BLOG_CATEGORIES, DEFAULT_BLOG_CATEGORY, type BlogCategory } from '@takehome/contracts';
import { Button, Card, Field, Input, Select } from '@takehome/web-kit';
import { useGenerateArticle, useIsGenerating } from '../../api/generation';
import { CardHeader, CardNote, FieldRow, FormActions, FormGrid } from '../../common/ui';
import { CONTENT_TARGETS } from './targets';

/** docs/product/copy.md: a custom article needs both a title/topic and a target keyword; disabled while generating. */
export function SeoArticleForm() {
  const generate = useGenerateArticle();
  const generating = useIsGenerating();
  const [title, setTitle] = useState('');
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<BlogCategory>(DEFAULT_BLOG_CATEGORY);
  const complete = title.trim() !== '' && keyword.trim() !== '';
  const runningHere = generate.isPending && 'customPrompt' in generate.variables;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || generating) return;
    generate.mutate(
      { customPrompt: title.trim(), targetKeyword: keyword.trim(), category },
      {
        onSuccess: () => {
          setTitle('');
          setKeyword('');
        },
      },
    );
  };

  return (
    <Card aria-labelledby="seo-article-title">
      <CardHeader>
        <h3 id="seo-article-title">Custom SEO Article</h3>
      </CardHeader>
      <CardNote>Write about any topic, optimised for the keyword you give.</CardNote>
      <form onSubmit={submit}>
        <FormGrid>
          <Field label="Title or topic" htmlFor={CONTENT_TARGETS.seoArticle}>
            <Input
              id={CONTENT_TARGETS.seoArticle}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              placeholder="e.g. How overtime is taxed in 2026"
              required
            />
          </Field>
          <FieldRow>
            <Field label="Target keyword" htmlFor="seo-keyword">
              <Input
                id="seo-keyword"
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                placeholder="e.g. overtime tax"
                required
              />
            </Field>
            <Field label="Category" htmlFor="seo-category">
              <Select
                id="seo-category"
                value={category}
                onChange={(event) => setCategory(event.target.value as BlogCategory)}
              >
                {BLOG_CATEGORIES.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </Select>
            </Field>
          </FieldRow>
          <FormActions>
            <Button type="submit" disabled={!complete || generating}>
              {runningHere ? 'Generating...' : 'Generate SEO Article'}
            </Button>
          </FormActions>
        </FormGrid>
      </form>
    </Card>
  );
}
