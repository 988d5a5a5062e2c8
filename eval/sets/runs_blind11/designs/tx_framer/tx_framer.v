// tx_framer: wraps a payload stream into frames: preamble 0x55 x2, SOF 0xD5, payload
// (length from len_in), then the inverted checksum byte from frm_chk.
module tx_framer (
    input            clk,
    input            rst,
    input            go,
    input      [7:0] len_in,
    input      [7:0] pl_byte,
    output reg       pl_ready,
    output reg [7:0] tx_byte,
    output reg       tx_valid,
    output           busy
);
    localparam F_IDLE = 3'd0, F_PRE0 = 3'd1, F_PRE1 = 3'd2, F_SOF = 3'd3,
               F_PAY = 3'd4, F_CHK = 3'd5;

    reg [2:0] fs;
    reg [7:0] left;
    wire [7:0] chk;

    frm_chk u_chk (
        .clk(clk),
        .rst(rst),
        .clear(fs == F_SOF),
        .data_vld(fs == F_PAY),
        .din(pl_byte),
        .sum(chk)
    );

    always @(posedge clk) begin
        if (rst) begin
            fs <= F_IDLE; left <= 8'd0; tx_byte <= 8'd0; tx_valid <= 1'b0; pl_ready <= 1'b0;
        end else begin
            tx_valid <= 1'b0;
            pl_ready <= 1'b0;
            case (fs)
                F_IDLE: if (go && len_in != 8'd0) begin left <= len_in; fs <= F_PRE0; end
                F_PRE0: begin tx_byte <= 8'h55; tx_valid <= 1'b1; fs <= F_PRE1; end
                F_PRE1: begin tx_byte <= 8'h55; tx_valid <= 1'b1; fs <= F_SOF; end
                F_SOF:  begin tx_byte <= 8'hD5; tx_valid <= 1'b1; fs <= F_PAY; end
                F_PAY:  begin
                    tx_byte  <= pl_byte;
                    tx_valid <= 1'b1;
                    pl_ready <= 1'b1;
                    left     <= left - 8'd1;
                    if (left == 8'd1) fs <= F_CHK;
                end
                F_CHK:  begin tx_byte <= ~chk; tx_valid <= 1'b1; fs <= F_IDLE; end
                default: fs <= F_IDLE;
            endcase
        end
    end

    assign busy = (fs != F_IDLE);
endmodule
