// zeolite_latchreg: 4 x 8 latch-based register file (level-sensitive storage to save area).
// Each word is a transparent-high latch whose enable is the decoded write strobe
// (wr_en & clk low phase). Two asynchronous read ports. A flip-flop stage registers
// the write address/data on the rising edge so the latches see stable inputs while open.
module zeolite_latchreg (
    input  wire       clk,
    input  wire       wr_en,
    input  wire [1:0] wr_addr,
    input  wire [7:0] wr_data,
    input  wire [1:0] rd_addr_a,
    input  wire [1:0] rd_addr_b,
    output wire [7:0] rd_data_a,
    output wire [7:0] rd_data_b
);
    // rising edge: capture the write request
    reg [1:0] wa_q;
    reg [7:0] wd_q;
    reg       we_q;
    always @(posedge clk) begin
        wa_q <= wr_addr;
        wd_q <= wr_data;
        we_q <= wr_en;
    end

    // low phase: open the addressed latch
    wire [3:0] open_w = {4{we_q & ~clk}} & (4'b0001 << wa_q);

    reg [7:0] word0, word1, word2, word3;
    always @(*) if (open_w[0]) word0 = wd_q;
    always @(*) if (open_w[1]) word1 = wd_q;
    always @(*) if (open_w[2]) word2 = wd_q;
    always @(*) if (open_w[3]) word3 = wd_q;

    assign rd_data_a = (rd_addr_a == 2'd0) ? word0 :
                       (rd_addr_a == 2'd1) ? word1 :
                       (rd_addr_a == 2'd2) ? word2 : word3;
    assign rd_data_b = (rd_addr_b == 2'd0) ? word0 :
                       (rd_addr_b == 2'd1) ? word1 :
                       (rd_addr_b == 2'd2) ? word2 : word3;
endmodule
