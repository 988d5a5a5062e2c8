// Ping-pong line buffer: two banks of 8 words x 8 bits held in one inferred
// memory (bank select is the top address bit).  The writer fills one bank
// while the reader drains the other; the banks swap when the writer has
// filled its bank and the reader has emptied its own.
module pingpong_buf (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire [7:0] wr_data,
    input  wire       rd_en,
    output reg  [7:0] rd_data,
    output reg        rd_vld,
    output wire       wr_full,
    output wire       rd_empty,
    output reg  [3:0] swaps
);
    reg [7:0] mem [0:15];
    reg       wbank;
    reg [2:0] waddr;
    reg [2:0] raddr;
    reg       wdone;
    reg       rdone;

    assign wr_full  = wdone;
    assign rd_empty = rdone;

    always @(posedge clk) begin
        if (wr_en && !wdone)
            mem[{wbank, waddr}] <= wr_data;
    end

    always @(posedge clk) begin
        rd_vld <= 1'b0;
        if (rd_en && !rdone) begin
            rd_data <= mem[{~wbank, raddr}];
            rd_vld  <= 1'b1;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            wbank <= 1'b0;
            waddr <= 3'd0;
            raddr <= 3'd0;
            wdone <= 1'b0;
            rdone <= 1'b1;
            swaps <= 4'd0;
        end else if (wdone && rdone) begin
            wbank <= ~wbank;
            wdone <= 1'b0;
            rdone <= 1'b0;
            waddr <= 3'd0;
            raddr <= 3'd0;
            swaps <= swaps + 1'b1;
        end else begin
            if (wr_en && !wdone) begin
                waddr <= waddr + 1'b1;
                if (waddr == 3'd7)
                    wdone <= 1'b1;
            end
            if (rd_en && !rdone) begin
                raddr <= raddr + 1'b1;
                if (raddr == 3'd7)
                    rdone <= 1'b1;
            end
        end
    end
endmodule
