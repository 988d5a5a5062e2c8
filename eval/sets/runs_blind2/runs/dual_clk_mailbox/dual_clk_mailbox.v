// Mailbox between two clock domains: producer writes a word and toggles a flag;
// consumer synchronizes the toggle and captures the word.
module dual_clk_mailbox (
    input  wire        clk_sys,
    input  wire        clk_per,
    input  wire        rst_n,
    input  wire        wr_en,
    input  wire [11:0] wr_data,
    output reg  [11:0] rd_data,
    output reg         rd_valid,
    output reg  [5:0]  msg_count
);
    // ---- clk_sys domain ----
    reg [11:0] mbox_q;
    reg        wr_toggle;

    always @(posedge clk_sys or negedge rst_n) begin
        if (!rst_n) begin
            mbox_q    <= 12'h000;
            wr_toggle <= 1'b0;
        end else if (wr_en) begin
            mbox_q    <= wr_data;
            wr_toggle <= ~wr_toggle;
        end
    end

    // ---- clk_per domain ----
    reg [2:0] tog_sync;
    wire      new_msg = tog_sync[2] ^ tog_sync[1];

    always @(posedge clk_per or negedge rst_n) begin
        if (!rst_n) begin
            tog_sync  <= 3'b000;
            rd_data   <= 12'h000;
            rd_valid  <= 1'b0;
            msg_count <= 6'd0;
        end else begin
            tog_sync <= {tog_sync[1:0], wr_toggle};
            rd_valid <= new_msg;
            if (new_msg) begin
                rd_data   <= mbox_q;
                msg_count <= msg_count + 6'd1;
            end
        end
    end
endmodule
