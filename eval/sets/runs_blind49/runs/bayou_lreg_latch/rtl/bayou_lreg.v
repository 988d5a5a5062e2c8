// bayou_lreg: 4 x 8 latch-based register file (area-saving alternative to a flop array)
// Write address/data/enable are captured in flops on the rising edge of clk; the selected
// row latch is transparent while clk is low, so the data is stable before the next rising
// edge. Two asynchronous read ports (ra0/rd0, ra1/rd1) read the latch outputs.
module bayou_lreg (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] wa,
    input  wire [7:0] wd,
    input  wire [1:0] ra0,
    input  wire [1:0] ra1,
    output wire [7:0] rd0,
    output wire [7:0] rd1
);
    reg       we_q;
    reg [1:0] wa_q;
    reg [7:0] wd_q;

    always @(posedge clk) begin
        we_q <= we;
        wa_q <= wa;
        wd_q <= wd;
    end

    reg [7:0] row0, row1, row2, row3;
    wire [3:0] row_en = we_q ? (4'b0001 << wa_q) : 4'b0000;

    // transparent-low latches, one per row
    always @* if (!clk && row_en[0]) row0 = wd_q;
    always @* if (!clk && row_en[1]) row1 = wd_q;
    always @* if (!clk && row_en[2]) row2 = wd_q;
    always @* if (!clk && row_en[3]) row3 = wd_q;

    assign rd0 = (ra0 == 2'd0) ? row0 :
                 (ra0 == 2'd1) ? row1 :
                 (ra0 == 2'd2) ? row2 : row3;
    assign rd1 = (ra1 == 2'd0) ? row0 :
                 (ra1 == 2'd1) ? row1 :
                 (ra1 == 2'd2) ? row2 : row3;
endmodule
