@read-only
Feature: How a rating is drawn
  Every rating of the site, on tour, product and hotel cards alike, draws five stars rounded to the nearest half
  star (docs/product.md §9), with the number beside them and an accessible name that says it ("Rated 4.9 out of 5
  on GetYourGuide"), so 4.9 never looks like 4.0. The other presentation rules live with the page that shows them:
  ranks, '+N more' and price badges in features/hotels.feature, review counts and roast badges in
  features/shops.feature, keyword badges, the carousel and the publication date in features/picture-of-the-day.feature.

  @domain
  Rule: Five stars, the rating rounded to the nearest half, the same on every card

    Scenario Outline: A rating of <rating> on a <card>
      Then a rating of <rating> on a <card> shows "<stars>"

      Examples:
        | rating | card         | stars |
        | 4.0    | tour card    | ★★★★☆ |
        | 4.2    | product card | ★★★★☆ |
        | 4.5    | hotel card   | ★★★★⯪ |
        | 4.7    | tour card    | ★★★★⯪ |
        | 4.9    | product card | ★★★★★ |
        | 5      | hotel card   | ★★★★★ |

  @domain @ui
  Rule: A card draws its stars from its own number

    Scenario: A tour rated 4.9 shows no empty star
      When a visitor opens the Arenal page
      Then the tour card "Arenal Volcano Hike & Tabacón Hot Springs" shows 4.9 and 5 full stars
