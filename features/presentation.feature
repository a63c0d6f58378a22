@domain
Feature: How a tour card presents its rating
  A tour card's five stars follow a fixed rule (docs/product.md §2, §3, §9). The other presentation rules live with
  the page that shows them: hotel stars, ranks, '+N more' and price badges in features/hotels.feature, review counts
  and roast badges in features/shops.feature, keyword badges, the carousel and the publication date in
  features/picture-of-the-day.feature. The tour cards' page objects read the rating as its number, not as stars,
  so this rule is checked on the domain's card alone.

  Rule: Five stars, filled for the integer part; hotel lists add a half star from .5

    Scenario Outline: A rating of <rating> on a <card>
      Then a rating of <rating> on a <card> shows "<stars>"

      Examples:
        | rating | card       | stars |
        | 4.9    | tour card  | ★★★★☆ |
        | 4.5    | tour card  | ★★★★☆ |
        | 5      | tour card  | ★★★★★ |
        | 4.5    | hotel card | ★★★★⯪ |
