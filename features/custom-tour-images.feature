Feature: Custom tour photos on the public tours page
  The operator replaces tour photos on the admin page. On the tours page, a tour that is paired
  with an admin tour shows the operator's photo with a "Custom Image" badge (docs/product.md §2, §3).
  Every other tour keeps its own photo, whatever the operator uploads.

  # The pairing is the domain's, and the server's answer shows it (@domain, @api): in a browser, two tours of two
  # destinations show the page's wiring of the photo and its badge (README, "Which level a new rule goes to").
  @domain @api
  Rule: Seven public tours show the photo of the admin tour they are paired with

    Scenario Outline: Tour <public tour> shows the photo chosen for admin tour <admin tour>
      Given the operator has replaced the photo of admin tour <admin tour>
      When a visitor opens the tours page
      Then the tour "<public tour>" shows the operator's photo with the "Custom Image" badge

      @ui
      Examples: In the browser too
        | public tour  | admin tour |
        | arenal-1     | 1          |
        | tamarindo-1  | 8          |

      Examples:
        | public tour  | admin tour |
        | arenal-2     | 2          |
        | monteverde-1 | 3          |
        | monteverde-2 | 4          |
        | manuel-1     | 5          |
        | manuel-2     | 6          |

    Scenario: Only the seven paired tours ever show a custom photo
      Given the operator has replaced the photos of all 11 admin tours
      When a visitor opens the tours page
      Then exactly these tours show a custom photo:
        | arenal-1     |
        | arenal-2     |
        | monteverde-1 |
        | monteverde-2 |
        | manuel-1     |
        | manuel-2     |
        | tamarindo-1  |

    Scenario: A photo for an admin tour without a public pair shows nowhere
      Given the operator has replaced the photo of admin tour 7
      When a visitor opens the tours page
      Then no tour shows a custom photo

    Scenario: Before the operator replaces anything every tour shows its own photo
      Given the operator has not replaced any tour photo
      When a visitor opens the tours page
      Then no tour shows a custom photo

  @domain @api
  Rule: Only a photo uploaded to this portal can become a tour's photo

    Scenario: A photo address from another site is refused, and the tour keeps its own photo
      When the operator saves the photo address "https://elsewhere.example/objects/3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c" for admin tour 1
      Then the operator is told the photo cannot be saved
      When a visitor opens the tours page
      Then no tour shows a custom photo

    Scenario: A photo address of this portal that no upload made is refused
      When the operator saves the photo address "/objects/3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c" for admin tour 1
      Then the operator is told the photo cannot be saved
      When a visitor opens the tours page
      Then no tour shows a custom photo
