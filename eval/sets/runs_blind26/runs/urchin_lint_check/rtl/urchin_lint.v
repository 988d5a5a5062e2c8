// Status-flag aggregator with deliberate lint problems: a net driven twice, an undriven wire and truncating assignments.
module urchin_lint (
    input  wire        clk,
    input  wire [7:0]  flags_a,
    input  wire [7:0]  flags_b,
    input  wire        sel,
    output wire [3:0]  summary,
    output reg  [7:0]  sticky,
    output wire        alert
);
    wire [7:0] merged;
    wire       spare_flag;          // never driven
    wire [3:0] narrow;

    assign merged = flags_a | flags_b;
    assign merged = sel ? flags_a : flags_b;   // second driver on merged

    assign narrow = merged;                    // 8 bits into 4
    assign summary = {narrow[3:1], spare_flag};

    always @(posedge clk) begin
        sticky <= sticky | merged;
    end

    urchin_or8 u_or (.v({sticky, 4'hF}), .y(alert));   // 12 bits into an 8-bit port
endmodule

module urchin_or8 (
    input  wire [7:0] v,
    output wire       y
);
    assign y = |v;
endmodule
