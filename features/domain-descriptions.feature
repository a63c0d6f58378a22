@domain
Feature: A description for the domain the visitor came in on
  The product runs on several domains. Each shows a description taken from a comma-separated
  file of domains and descriptions, matched to the address the visitor typed (docs/product.md §2, §3, §5).

  Background:
    Given the main domain is "costaricagateway.com"
    And the domain descriptions file reads:
      """
      domain,description
      costaricagateway.com,"Tours, homes and ""pura vida"" in one place"
      www.Arenal.cr,Volcano country
      tamarindo-surf.com,"Surf lessons
      on the Pacific"
      """

  Rule: The file's first line is a header; quoted fields may hold commas, quotes and line breaks

    Scenario: Reading the file
      Then the file describes these domains:
        | domain               | description                                  |
        | costaricagateway.com | Tours, homes and "pura vida" in one place    |
        | www.Arenal.cr        | Volcano country                              |
        | tamarindo-surf.com   | Surf lessons\non the Pacific                 |

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
        | tours.arenal.cr          | Volcano country                           |
        | tamarindo-surf           | Surf lessons\non the Pacific              |

    Scenario: A host that matches no row shows no description
      When a visitor opens the site on "example.org"
      Then the page shows no domain description

  Rule: Preview and development hosts use the main domain's row

    Scenario Outline: A visitor on the preview host <host> sees the main domain's description
      When a visitor opens the site on "<host>"
      Then the page shows the main domain's description

      Examples:
        | host                                  |
        | localhost:3000                        |
        | 127.0.0.1                             |
        | [::1]:5173                            |
        | studio-mac.local                      |
        | costa-rica-gateway-git-main.vercel.app |
        | deploy-preview-7--crg.netlify.app     |
        | crg-4f2a.janeway.replit.dev           |
