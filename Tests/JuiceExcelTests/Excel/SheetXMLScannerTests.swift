import Testing
@testable import JuiceExcel

/// Each construct a worksheet may use, read whole, in chunks of 1, 2, 3 and 7 bytes, and cut
/// in two at every byte: the outcome must not depend on where the chunks end.
struct SheetXMLScannerTests {
    /// The outcome of `bytes` read whole, after checking that every way of cutting them gives the same.
    private func scanned(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> SheetScanning.Outcome {
        let whole = SheetScanning.scan(bytes)
        for size in [1, 2, 3, 7] {
            #expect(
                SheetScanning.scan(bytes, chunks: [size]) == whole, "chunks of \(size)", sourceLocation: sourceLocation)
        }
        for cut in 1..<max(1, bytes.count) {
            let outcome = SheetScanning.scan(bytes, chunks: [cut, bytes.count])
            #expect(outcome == whole, "cut at byte \(cut)", sourceLocation: sourceLocation)
            if outcome != whole { break }
        }
        return whole
    }

    private func scanned(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) -> SheetScanning.Outcome {
        scanned(Array(xml.utf8), sourceLocation: sourceLocation)
    }

    private func rows(_ rows: String, prefix: String = "", sourceLocation: SourceLocation = #_sourceLocation)
        -> SheetScanning.Outcome
    {
        scanned(SheetScanning.sheet(rows, prefix: prefix), sourceLocation: sourceLocation)
    }

    @Test func eachTypeOfCellReadsAsExcelShowsIt() {
        let outcome = rows(
            """
            <row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="str"><v>text</v></c><c r="C1" t="inlineStr"><is><t>inline</t></is></c>\
            <c r="D1" t="b"><v>1</v></c><c r="E1" t="e"><v>#N/A</v></c><c r="F1" t="n"><v>1149.0999999999999</v></c>\
            <c r="G1" t="d"><v>2026-11-21T12:00:00</v></c><c r="H1"><v>7</v></c></row>
            <row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="1"><v>46347</v></c><c r="C2" s="2"><v>8.5</v></c><c r="D2" t="b"><v>0</v></c></row>
            """)
        #expect(outcome.problem == nil)
        #expect(
            outcome.csv == """
                juice,text,inline,TRUE,#N/A,1149.1,2026-11-21T12:00:00,7
                "said ""hi"", twice",2026-11-21,$8.50,FALSE,,,,

                """)
    }

    /// Types are compared exactly; one Excel does not write keeps its text, and no type is a number.
    @Test func aTagRunningOnForMegabytesStopsInsteadOfBeingScannedAgainAndAgain() {
        // A 34 KB workbook holding a 30 MB attribute took 25 s to refuse: the unfinished tag was
        // scanned again with each chunk. Past 1 MiB it is refused at once.
        let long = SheetScanning.sheet(
            "<row r=\"1\"><c r=\"A1\"><v>1</v></c></row>\n<row r=\"2\"><c r=\"A2\" x=\""
                + String(repeating: "A", count: 3 << 20) + "\"><v>2</v></c></row>")
        #expect(
            SheetScanning.scan(long, chunks: [64 << 10])
                == .init(csv: "1\n", problem: "a tag runs on for more than 1 MiB (line 4)"))
        // Just under the limit the tag is read.
        let under = SheetScanning.sheet(
            "<row r=\"1\"><c r=\"A1\" x=\"" + String(repeating: "A", count: (1 << 20) - 64) + "\"><v>1</v></c></row>")
        #expect(SheetScanning.scan(under, chunks: [64 << 10]) == .init(csv: "1\n", problem: nil))
    }

    @Test func anUnknownTypeKeepsItsText() {
        let outcome = rows(
            #"<row r="1"><c r="A1" t="x"><v>007</v></c><c r="B1" t="S"><v>1</v></c><c r="C1" t="strs"><v>a</v></c><c r="D1" s="2"><v>3</v></c></row>"#
        )
        #expect(outcome == .init(csv: "007,1,a,$3.00\n", problem: nil))
    }

    @Test func cellsArePlacedByReferenceAndSkippedRowsAreEmptyLines() {
        let outcome = rows(
            """
            <row r="2"><c r="B2" t="inlineStr"><is><t>b</t></is></c><c r="D2"><v>4</v></c></row>
            <row r="3" spans="1:5"><c r="A3"><v>1</v></c><c r="E3"><v>5</v></c><c r="F3" s="2"/></row>
            <row r="6"><c><v>1</v></c><c><v>2</v></c></row>
            <row r="7"><c r="A7" s="2"/><c r="B7" s="2"></c></row>
            <row><c r="C8"><v>3</v></c></row>
            """)
        #expect(outcome.problem == nil)
        // The header is row 2 (row 1 is missing), four cells wide up to its last value; E3 goes past it.
        #expect(
            outcome.csv == """
                ,b,,4
                1,,,,5


                1,2,,

                ,,3,

                """)
    }

    @Test func richTextRunsAreJoinedAndPhoneticGuidesLeftOut() {
        let outcome = rows(
            """
            <row r="1"><c r="A1" t="inlineStr"><is><r><rPr><b/></rPr><t>딸기</t></r><r><t xml:space="preserve"> 쥬스 </t></r>\
            <rPh sb="0" eb="2"><t>いちご</t></rPh><phoneticPr fontId="1"/></is></c></row>
            """)
        #expect(outcome == .init(csv: "딸기 쥬스 \n", problem: nil))
    }

    @Test func namespacePrefixesAreIgnored() {
        let outcome = rows(
            """
            <x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:r><x:t>a</x:t></x:r><x:rPh><x:t>no</x:t></x:rPh></x:is></x:c>\
            <x:c r="B1" t="s"><x:v>3</x:v></x:c></x:row>
            """, prefix: "x:")
        #expect(outcome == .init(csv: "a,kiwi\n", problem: nil))
    }

    /// A chunk's first `>` need not end the tag the last chunk cut (it may be in a quoted value
    /// or a comment): cut at every byte, the outcome is the whole sheet's.
    @Test func aGreaterThanInsideAValueOrACommentDoesNotEndATag() {
        let outcome = rows(
            """
            <row r="1" note="a>b" other='>'><c r="A1" t="inlineStr" x="1>0"><is><t>juice</t></is></c></row>
            <!-- a > b --><row r="2"><c r="A2" t="inlineStr"><is><t>kiwi &gt; mango</t></is></c></row>
            """)
        #expect(outcome == .init(csv: "juice\nkiwi > mango\n", problem: nil))
    }

    /// A row past Excel's widest, or larger than a table's row may be, is refused rather than
    /// held (a zip compresses a run of one cell a thousandfold); the rows before it are read.
    @Test func aRowTooWideOrTooLargeIsRefused() {
        let wide = SheetScanning.sheet(
            "<row r=\"1\"><c r=\"A1\"><v>1</v></c></row>\n<row r=\"2\">"
                + String(repeating: "<c><v>2</v></c>", count: 16_385) + "</row>")
        #expect(
            SheetScanning.scan(wide, chunks: [64 << 10])
                == .init(csv: "1\n", problem: "row 2 has more than 16,384 cells, Excel's widest"))
        let large = SheetScanning.sheet(
            "<row r=\"1\"><c r=\"A1\"><v>1</v></c></row>\n<row r=\"2\"><c t=\"inlineStr\"><is><t>"
                + String(repeating: "x", count: (1 << 20) + 1) + "</t></is></c></row>")
        #expect(
            SheetScanning.scan(large, chunks: [64 << 10], rowByteLimit: 1 << 20)
                == .init(csv: "1\n", problem: "row 2 is larger than 1 MiB; is this a table?"))
        // A row of shared strings grows past the limit by the strings' bytes, not the XML's.
        let shared = SheetScanning.sheet(
            "<row r=\"1\">" + String(repeating: "<c t=\"s\"><v>2</v></c>", count: 13) + "</row>")
        #expect(
            SheetScanning.scan(shared, rowByteLimit: 200)
                == .init(csv: "", problem: "row 1 is larger than 200 bytes; is this a table?"))
    }

    @Test func selfClosingCellsAndRowsAreEmpty() {
        let outcome = rows(
            """
            <row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="B1" t="inlineStr"><is><t>b</t></is></c></row>
            <row r="2"><c r="A2" s="3"/><c r="B2"><v>2</v></c></row>
            <row r="3"/>
            <row r="4"><c r="A4" s="1"/></row>
            """)
        // Rows 3 and 4 hold no value: they are no rows of the table.
        #expect(outcome == .init(csv: "a,b\n,2\n", problem: nil))
    }

    @Test func attributesInEitherQuoteAnyOrderAndWhitespaceInTags() {
        let outcome = rows(
            """
            <row\tr = '1' ><c   t="s"
              r='B1'  s = "0"><v >1</v ></c><c s='2' t='n' r="A1"/></row >
            <row r="2"><c r="A2" t='inlineStr'><is><t>x</t></is></c\n></row>
            """)
        // A1 comes after B1 here, which puts it out of place.
        #expect(outcome == .init(csv: "", problem: "cell A1 of row 1 is out of place"))
        let ordered = rows(
            """
            <row\tr = '1' ><c s='2' t='n' r="A1"><v>3</v></c><c   t="s"
              r='B1'  s = "0"><v >1</v ></c></row >
            <row spans='1:2' r="2"><c r="A2" t='inlineStr'><is><t>x</t></is></c\n></row>
            """)
        #expect(ordered == .init(csv: "$3.00,딸기쥬스\nx,\n", problem: nil))
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreDecoded() {
        let outcome = rows(
            """
            <row r="1"><c r="A1" t="inlineStr"><is><t>&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos;</t></is></c>\
            <c r="B1" t="str"><v>line&#10;break &#x41;&#X;</v></c></row>
            """)
        #expect(outcome == .init(csv: "", problem: "the XML names an undefined entity (line 3)"))
        let valid = rows(
            """
            <row r="1"><c r="A1" t="inlineStr"><is><t>&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos;</t></is></c>\
            <c r="B1" t="str"><v>line&#10;break &#x41;&#x1F34A;&#0065;</v></c><c r="&#67;1" t="&#x73;"><v>3</v></c></row>
            """)
        #expect(valid == .init(csv: "\"<a> & \"\"b\"\" 'c'\",\"line\nbreak A🍊A\",kiwi\n", problem: nil))
    }

    @Test func characterDataSectionsAreText() {
        let outcome = rows(
            """
            <row r="1"><c r="A1" t="inlineStr"><is><t>a<![CDATA[<b> & ]]c]]]>d</t></is></c><c r="B1"><v><![CDATA[42]]></v></c></row>
            """)
        #expect(outcome == .init(csv: "a<b> & ]]c]d,42\n", problem: nil))
    }

    @Test func commentsProcessingInstructionsAndDocumentTypesAreSkipped() {
        let xml = """
            \u{FEFF}<?xml version="1.0"?><!DOCTYPE worksheet [ <!ELEMENT worksheet ANY> ]><!-- a > comment -->
            <worksheet><?keep going?><sheetData><!-- <row r="1"> -->
            <row r="2"><c r="A2" t="inlineStr"><is><t>ki<!-- - -->wi<?pi ?>!</t></is></c></row><!---->
            </sheetData></worksheet><!-- after --><?after?>

            """
        #expect(scanned(xml) == .init(csv: "kiwi!\n", problem: nil))
    }

    @Test func spaceIsKeptAndLineBreaksAreNormalised() {
        let outcome = rows(
            "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t xml:space=\"preserve\">  two\r\nlines\rthree  </t></is></c></row>"
        )
        #expect(outcome == .init(csv: "\"  two\nlines\nthree  \"\n", problem: nil))
    }

    @Test func rowsOutOfOrderAreAProblem() {
        let outcome = rows(
            """
            <row r="3"><c r="A3"><v>1</v></c></row>
            <row r="2"><c r="A2"><v>2</v></c></row>
            """)
        #expect(outcome == .init(csv: "1\n", problem: "row 2 comes after row 3, or past Excel's last row"))
    }

    @Test func aSharedStringThatDoesNotExistIsAProblem() {
        let outcome = rows(#"<row r="1"><c r="A1" t="s"><v>4</v></c></row>"#)
        #expect(outcome == .init(csv: "", problem: "cell A1 holds \"4\", which its type s cannot"))
    }

    @Test func aNegativeStyleIsNoStyle() {
        #expect(rows(#"<row r="1"><c r="A1" s="-1"><v>4</v></c></row>"#) == .init(csv: "4\n", problem: nil))
    }

    @Test(arguments: [
        // The part ends with elements open, inside a tag, a comment, a reference.
        (
            SheetScanning.sheet("<row r=\"1\"><c r=\"A1\"><v>1</v></c></row>").replacingOccurrences(
                of: "</worksheet>\n", with: ""),
            "1\n", "the XML ends inside a tag (line 4)"
        ),
        (
            "<worksheet><sheetData><row r=\"1\"><c r=\"A1\"><v>1</v></c></row><row r=\"2\"", "1\n",
            "the XML ends inside a tag (line 1)"
        ),
        ("<worksheet><sheetData/><!-- open", "", "the XML ends inside a tag (line 1)"),
        ("<worksheet><sheetData/>&amp", "", "the XML names an undefined entity (line 1)"),
        // A closing tag that does not match, as in malformed.xlsx.
        (
            SheetScanning.sheet(
                "<row r=\"1\"><c r=\"A1\"><v>1</v></c></row>\n<row r=\"2\"><c r=\"A2\"><v>2</v></x></row>"),
            "1\n", "a closing tag does not match its opening tag (line 4)"
        ),
        (
            SheetScanning.sheet(
                "<row r=\"1\"><c r=\"A1\"><v>1</v></c></row>\n<row r=\"2\"><c r=\"A2\"><v>2</v></c></x:row>"),
            "1\n", "a closing tag does not match its opening tag (line 4)"
        ),
        (
            SheetScanning.sheet("<row r=\"1\"><c r=\"A1\" t=\"str\"><v>&nbsp;</v></c></row>"), "",
            "the XML names an undefined entity (line 3)"
        ),
        (
            SheetScanning.sheet("<row r=\"1\"><c r=\"A1\" t=\"str\" x=\"&bad;\"><v>1</v></c></row>"), "",
            "the XML names an undefined entity (line 3)"
        ),
        (
            SheetScanning.sheet("<row r=\"1\"><c r=\"A1\" t=\"str\"><v>&#0;</v></c></row>"), "",
            "the XML holds a character XML does not allow (line 3)"
        ),
        (
            SheetScanning.sheet("<row r=\"1\"><c r=\"A1\" t=\"str\"><v>\u{1}</v></c></row>"), "",
            "the XML holds a character XML does not allow (line 3)"
        ),
        (
            SheetScanning.sheet("<row r=\"1\"><c r=\"A1\"><v>1</v></c></row><row r=\"2\"><c r=A2><v>2</v></c></row>"),
            "1\n", "a tag is not well-formed (line 3)"
        ),
        (
            SheetScanning.sheet("<row r=\"1\"><c r=\"A1\"s=\"1\"><v>1</v></c></row>"), "",
            "a tag is not well-formed (line 3)"
        ),
        ("", "", "it is not XML (line 1)"),
        ("  \n", "", "it is not XML (line 2)"),
        ("juice,quantity\n", "", "it is not XML (line 1)"),
        ("<worksheet/>\n<worksheet/>", "", "the XML goes on after its end (line 2)"),
        ("<worksheet/>\ntext", "", "the XML goes on after its end (line 2)"),
    ])
    func malformedXMLIsOneProblemWithItsLine(xml: String, csv: String, problem: String) {
        #expect(scanned(xml) == .init(csv: csv, problem: problem))
    }

    @Test func bytesThatAreNotUTF8AreAProblem() {
        let parts = SheetScanning.sheet(
            "<row r=\"1\"><c r=\"A1\"><v>1</v></c></row>\n<row r=\"2\"><c r=\"A2\" t=\"str\"><v>|</v></c></row>"
        )
        .split(separator: "|")
        let (head, tail) = (Array(parts[0].utf8), Array(parts[1].utf8))
        let sentence = "the XML holds bytes that are not UTF-8 (line 4)"
        for bad: [UInt8] in [
            [0xFF], [0xC3, 0x28], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        ] {
            #expect(scanned(head + bad + tail) == .init(csv: "1\n", problem: sentence), "\(bad)")
        }
        // A character the part's end cuts short.
        #expect(
            scanned(Array("<worksheet>".utf8) + [0xEC, 0x95])
                == .init(csv: "", problem: "the XML holds bytes that are not UTF-8 (line 1)"))
        // Every form of well-formed UTF-8 reads, whatever the chunks.
        #expect(
            scanned(Array(SheetScanning.sheet("<row r=\"1\"><c r=\"A1\" t=\"str\"><v>é€🍊\u{7F}</v></c></row>").utf8))
                == .init(csv: "é€🍊\u{7F}\n", problem: nil))
    }
}
