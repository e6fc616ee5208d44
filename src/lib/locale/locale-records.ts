/**
 * The record of each shipped language (the fields are explained in locale.ts; locale-schema.ts checks them, in
 * tests/unit/lib/locale/locale-records.test.ts). The order is the language switch's. A content folder may add languages in
 * its own locales.json.
 */
import type { LocaleRecord } from './locale.ts';

export const SHIPPED_LOCALES: LocaleRecord[] = [
  {
    code: 'ru',
    name: 'Русский',
    ogLocale: 'ru_RU',
    collation: 'ru',
    pagefindLanguage: 'ru',
    script: 'cyrillic',
    stemmer: 'snowball-russian',
    particles: 'none',
    sectionHeadings: { notes: 'Комментарии', related: 'См. также' },
    rulebook: { related: ['Связанные темы', 'См. также'], contents: ['Содержание', 'Оглавление'], changelog: ['Что нового', 'Список изменений'], capitalTitles: true },
    answerKinds: [
      {
        asks: ['сколько'],
        answers: ['один', 'одна', 'одного', 'два', 'две', 'двух', 'три', 'трёх', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'максимум', 'максимальное', 'больше', 'меньше', 'более', 'менее'],
        numbers: true,
      },
    ],
    questionWords: [
      'можно', 'ли', 'могу', 'может', 'я', 'мне', 'мой', 'моя', 'мои', 'что', 'если', 'как', 'сколько', 'когда', 'будет',
      'происходит', 'бывает', 'нужно', 'надо', 'а', 'и', 'в', 'на', 'с', 'со', 'у', 'за', 'по', 'это', 'то', 'есть', 'где', 'почему',
      'из', 'от', 'для', 'к', 'о',
      // As typed in a chat: скок, скока (сколько), чё, че (что), тока (только), вообще
      'скок', 'скока', 'чё', 'че', 'тока', 'только', 'вообще', 'прям', 'просто',
      // Pronouns, particles and conjunctions: they say nothing of the rule asked about, and only the Russian text could
      // match them (most topics are read in English), which ranked it above the English page that answers.
      'не', 'ни', 'же', 'бы', 'уже', 'ещё', 'еще', 'тоже', 'или', 'но', 'да', 'нет', 'ну', 'вот', 'там', 'тут', 'так',
      'кто', 'кому', 'кого', 'какой', 'какая', 'какие', 'какую', 'куда', 'откуда', 'чтобы', 'нибудь',
      'меня', 'моим', 'моей', 'моих', 'моего', 'мою', 'моё', 'мое', 'свой', 'свои', 'свою', 'своих', 'мы', 'нас', 'нам', 'ты',
      'он', 'она', 'оно', 'они', 'его', 'её', 'ее', 'их', 'им', 'ему', 'ей', 'него', 'неё', 'нее', 'них', 'ним', 'ней',
      'этот', 'эта', 'эти', 'этого', 'этой', 'этом', 'тот', 'та', 'те', 'того', 'той',
      'который', 'которая', 'которое', 'которые', 'которого', 'которой', 'которую', 'которых', 'которым',
      'все', 'всё', 'весь', 'вся', 'всех', 'всего', 'быть', 'был', 'была', 'было', 'были', 'во',
    ],
  },
  {
    code: 'en',
    name: 'English',
    ogLocale: 'en_US',
    collation: 'en',
    pagefindLanguage: 'en',
    script: 'latin',
    stemmer: 'english-light',
    particles: 'none',
    sectionHeadings: { notes: 'Notes', related: 'Related Topics' },
    rulebook: { related: ['Related Topics'], contents: ['Contents', 'Table of Contents', 'Index'], changelog: ['What’s New', "What's New", 'Changelog'], capitalTitles: true },
    answerKinds: [
      // Asked first: "how many times" asks how often, not how many things ("score each objective only once").
      { asks: ['how many times', 'how often'], answers: ['once', 'twice', 'times', 'again'] },
      {
        asks: ['how many', 'how much'],
        answers: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'once', 'twice', 'maximum', 'minimum', 'more', 'fewer', 'less', 'single', 'number'],
        numbers: true,
      },
    ],
    // "s" is a possessive's tail: "a planet's votes" is read as planet, s, votes.
    questionWords: [
      'can', 'could', 'may', 'i', 'me', 'my', 'do', 'does', 'did', 'what', 'happens', 'happen', 'if', 'how', 'many', 'much',
      'when', 'is', 'are', 'a', 'an', 'the', 'to', 'of', 'it', 'its', 'still', 'there', 'you', 'your', 'someone', 'with',
      'which', 'who', 'should', 'would', 'will', 'in', 'on', 'at', 'for', 'or', 'and', 'be', 'that', 'this', 'while',
      'my own', 'your own', 'our own', 'their own', 'we', 'us', 'our', 'vs', 'versus', 'anything', 'something', 'where', 'why', 'get', 'gets', 'got', 'by',
      's', 'how many times', 'how often', 'what now', 'now what', 'what then', 'then what',
      // "I'm", "I've", "what's" as typed ("m", "ve", "s" once the apostrophe splits them) or without the apostrophe.
      'm', 'im', 've', 'ive', 'whats', 'thats', 'theres', 'hows', 'wheres', 'whos',
      // Words of speech the rules never write: Pagefind would match them as the start of a name ("let" → Letnev).
      'let', 'lets', 'actually', 'really', 'now', 'exactly', 'wanna', 'gonna',
    ],
  },
  {
    code: 'ko',
    name: '한국어',
    ogLocale: 'ko_KR',
    collation: 'ko',
    pagefindLanguage: 'ko',
    script: 'hangul',
    stemmer: 'korean-particles',
    particles: 'korean',
    sectionHeadings: { notes: '참고 사항', related: '연관 주제' },
    rulebook: { related: ['연관 주제', '관련 주제'], contents: ['목차', '차례'], changelog: ['변경 사항'], capitalTitles: false, sentenceEnds: ['다'] },
    answerKinds: [
      { asks: ['몇'], answers: ['하나', '두', '세', '최대', '최소', '이상', '이하'], numbers: true },
    ],
    questionWords: [
      '수', '있나요', '있어요', '있습니까', '되나요', '돼요', '하나요', '어떻게', '무엇', '뭐', '언제', '몇', '개', '제가', '내', '나는', '만약',
      '경우', '때',
      // As a question is typed at the table: 있어?, 있음?, 돼?, 됨?
      '있어', '있음', '있나', '있을까', '있을까요', '돼', '되나', '됨', '걔네', '걔', '얘네', '그거', '이거',
      // Words of speech with no rule in them: 거예요, 그냥, 어케 (어떻게), ㄱㄴ (가능?), 누가, 아무…
      '거', '거예요', '거임', '그', '그냥', '걍', '어케', '뭘', '누가', '누', '아무', '좀', '혹시', '근데',
      '그럼', '해도', '하면', 'ㄱㄴ', 'ㅋㅋ', 'ㅋㅋㅋ',
      // I and my, as typed with their particle: 내가, 나도, 제 (my), 저도
      '내가', '나', '나도', '제', '저', '저는', '저도',
    ],
  },
];
