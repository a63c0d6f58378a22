@domain
Feature: How cards and the photo gallery present their figures
  Ratings, hotel cards, badges, review counts and the picture-of-the-day carousel follow fixed
  presentation rules (docs/product.md §2, §3, §9).

  Rule: Five stars, filled for the integer part; hotel lists add a half star from .5

    Scenario Outline: A rating of <rating> on a <card>
      Then a rating of <rating> on a <card> shows "<stars>"

      Examples:
        | rating | card       | stars |
        | 4.9    | tour card  | ★★★★☆ |
        | 4.5    | tour card  | ★★★★☆ |
        | 5      | tour card  | ★★★★★ |
        | 4.5    | hotel card | ★★★★⯪ |
        | 4.49   | hotel card | ★★★★☆ |
        | 3.7    | hotel card | ★★★⯪☆ |
        | 5      | hotel card | ★★★★★ |

  Rule: A hotel's rank is its place in the list plus one

    Scenario: Five hotels
      Given the hotels "Tabacón, Nayara Springs, The Springs, Arenal Kioro, Amor Arenal"
      Then they are ranked "1, 2, 3, 4, 5"

  Rule: A hotel card shows at most 4 features and then '+N more'

    Scenario Outline: A hotel with <count> features
      Given a hotel with <count> features
      Then its card shows <shown> features and "<more>"

      Examples:
        | count | shown | more    |
        | 3     | 3     | (none)  |
        | 4     | 4     | (none)  |
        | 5     | 4     | +1 more |
        | 7     | 4     | +3 more |

  Rule: The hotel price badge is purple for any Luxury range or $$$$, blue for $$$ or mid-, green otherwise

    Scenario Outline: A hotel priced "<range>"
      Then the price badge of a "<range>" hotel is <colour>

      Examples:
        | range        | colour |
        | Luxury       | purple |
        | $$$$         | purple |
        | $$$          | blue   |
        | mid-range    | blue   |
        | $$           | green  |
        | $            | green  |
        | Ultra-Luxury | purple |

  Rule: The roast badge is amber for Light, orange for Medium, dark grey for Dark, grey otherwise

    Scenario Outline: A <roast> roast
      Then the roast badge of a "<roast>" coffee is <colour>

      Examples:
        | roast        | colour    |
        | Light        | amber     |
        | Medium       | orange    |
        | Dark         | dark-grey |
        | Light-Medium | grey      |
        | Medium-Dark  | grey      |

  Rule: Review counts use thousands separators

    Scenario Outline: <count> reviews
      Then <count> reviews read "<shown>"

      Examples:
        | count   | shown     |
        | 986     | 986       |
        | 2347    | 2,347     |
        | 1234567 | 1,234,567 |

  Rule: A photo shows at most 8 keyword badges

    Scenario: A photo with 10 keywords
      Given a photo with the keywords "quetzal, cloud forest, Monteverde, bird, green, red, nature, wildlife, tropical, Costa Rica"
      Then its badges read "quetzal, cloud forest, Monteverde, bird, green, red, nature, wildlife"

  Rule: The carousel moves by one, wraps at both ends and counts 'n of total'

    Scenario Outline: Pressing <button> on photo <from> of <total>
      Given the gallery shows photo <from> of <total>
      When the visitor presses <button>
      Then the counter reads "<counter>"

      Examples:
        | from | total | button   | counter  |
        | 1    | 12    | next     | 2 of 12  |
        | 12   | 12    | next     | 1 of 12  |
        | 1    | 12    | previous | 12 of 12 |
        | 5    | 12    | previous | 4 of 12  |
        | 1    | 1     | next     | 1 of 1   |

  Rule: The publication date is shown in long US format

    Scenario Outline: Published "<published>"
      Then a photo published "<published>" shows the date "<shown>"

      Examples:
        | published                     | shown             |
        | Thu, 05 Mar 2026 08:00:00 GMT | March 5, 2026     |
        | 2026-12-31T23:30:00Z          | December 31, 2026 |
