// rowan_latch: mode/threshold register block with an intended transparent latch and an accidental one
module rowan_latch (
    input  wire       clk,
    input  wire       cfg_en,     // level-sensitive config enable (latch intended)
    input  wire [3:0] cfg_val,
    input  wire [1:0] sel,
    input  wire [7:0] x,
    output reg  [3:0] cfg_q,
    output reg  [7:0] y,
    output reg  [7:0] picked
);
    // intended: transparent-high configuration latch
    always @(*) begin
        if (cfg_en)
            cfg_q = cfg_val;
    end

    // accidental: sel == 2'b11 is not covered, so 'picked' holds its value
    always @(*) begin
        case (sel)
            2'b00: picked = x;
            2'b01: picked = {x[3:0], x[7:4]};
            2'b10: picked = ~x;
        endcase
    end

    always @(posedge clk)
        y <= picked + {4'b0000, cfg_q};
endmodule
