Feature: A description for the domain the visitor came in on
  The product runs on several domains. Each shows a description taken from a comma-separated
  file of domains and descriptions, matched to the address the visitor typed (docs/product.md §2, §3, §5).
  The operator's file is the server's (its seed and serving: features/domain-description-file.feature); the
  home page reads it and matches the host, so the matching shows in the browser (@ui) as well as in the page's
  own use case (@domain, and @api over the real server).

  Background:
    Given the main domain is "costaricagateway.com"
    And the operator's domain descriptions file reads:
      """
      domain,description
      costaricagateway.com,"Tours, homes and ""pura vida"" in one place"
      www.Arenal.cr,Volcano country
      tamarindo-surf.com,"Surf lessons
      on the Pacific"
      """

  # The rows the page parsed are not visible as such in a browser: the quoted fields show at @ui through the hosts below.
  @domain @api
  Rule: The file's first line is a header; quoted fields may hold commas, quotes and line breaks

    Scenario: Reading the file
      When a visitor opens the home page
      Then the file describes these domains:
        | domain               | description                                  |
        | costaricagateway.com | Tours, homes and "pura vida" in one place    |
        | www.Arenal.cr        | Volcano country                              |
        | tamarindo-surf.com   | Surf lessons\non the Pacific                 |

  @domain @api
  Rule: The host matches ignoring case and a leading 'www.', by equality or by substring either way

    Scenario Outline: A visitor on <host> sees the description of its row
      When a visitor opens the site on "<host>"
      Then the page shows the domain description '<description>'

      Examples:
        | host                     | description                               |
        | costaricagateway.com     | Tours, homes and "pura vida" in one place |
        | WWW.CostaRicaGateway.com | Tours, homes and "pura vida" in one place |
        | arenal.cr                | Volcano country                           |
        | www.arenal.cr            | Volcano country                           |
        | tamarindo-surf           | Surf lessons\non the Pacific              |

      @ui
      Examples: In the browser
        | host            | description     |
        | tours.arenal.cr | Volcano country |

    Scenario: A host that matches no row shows no description
      When a visitor opens the site on "example.org"
      Then the page shows no domain description

  @domain @api
  Rule: Preview and development hosts use the main domain's row

    Scenario Outline: A visitor on the preview host <host> sees the main domain's description
      When a visitor opens the site on "<host>"
      Then the page shows the main domain's description

      # 127.0.0.1 in a browser too: features/domain-description-file.feature.
      Examples:
        | host                                  |
        | 127.0.0.1                             |
        | localhost:3000                        |
        | [::1]:5173                            |
        | studio-mac.local                      |
        | costa-rica-gateway-git-main.vercel.app |
        | deploy-preview-7--crg.netlify.app     |
        | crg-4f2a.janeway.replit.dev           |
