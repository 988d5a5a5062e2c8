// Transmit framer: builds a header with a sequence number, appends payload bytes and a running XOR check, then serializes LSB first.
module xmit_hdr (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [3:0] msg_type,
    output reg  [7:0] hdr_byte,
    output reg  [5:0] seq_no
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            seq_no   <= 6'd0;
            hdr_byte <= 8'h00;
        end else if (start) begin
            hdr_byte <= {msg_type, seq_no[3:0]};
            seq_no   <= seq_no + 6'd1;
        end
    end
endmodule

module xmit_chk (
    input  wire       clk,
    input  wire       clr,
    input  wire       upd,
    input  wire [7:0] byte_in,
    output reg  [7:0] chk
);
    always @(posedge clk) begin
        if (clr)
            chk <= 8'h5A;
        else if (upd)
            chk <= {chk[6:0], chk[7]} ^ byte_in;
    end
endmodule

module xmit_ser (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       load,
    input  wire [7:0] din,
    output wire       txd,
    output wire       ready
);
    reg [8:0] sh;
    reg [3:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sh  <= 9'h1FF;
            cnt <= 4'd0;
        end else if (load && cnt == 4'd0) begin
            sh  <= {din, 1'b0};          // start bit then data
            cnt <= 4'd9;
        end else if (cnt != 4'd0) begin
            sh  <= {1'b1, sh[8:1]};
            cnt <= cnt - 4'd1;
        end
    end
    assign txd   = sh[0];
    assign ready = (cnt == 4'd0);
endmodule

module xmit_framer (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       send,
    input  wire [3:0] msg_type,
    input  wire [7:0] pay_byte,
    input  wire       pay_last,
    output reg        pay_pop,
    output wire       txd,
    output wire       idle
);
    localparam P_IDLE = 2'd0, P_HDR = 2'd1, P_PAY = 2'd2, P_CHK = 2'd3;
    reg  [1:0] ph;
    reg        last_seen;
    wire [7:0] hdr_byte, chk;
    wire [5:0] seq_no;
    wire       ser_rdy;
    reg  [7:0] ser_din;
    reg        ser_load;

    xmit_hdr u_hdr (.clk(clk), .rst_n(rst_n), .start(send && ph == P_IDLE),
                    .msg_type(msg_type), .hdr_byte(hdr_byte), .seq_no(seq_no));
    xmit_chk u_chk (.clk(clk), .clr(ph == P_IDLE), .upd(ser_load),
                    .byte_in(ser_din), .chk(chk));
    xmit_ser u_ser (.clk(clk), .rst_n(rst_n), .load(ser_load), .din(ser_din),
                    .txd(txd), .ready(ser_rdy));

    always @(*) begin
        ser_load = 1'b0;
        ser_din  = 8'h00;
        pay_pop  = 1'b0;
        case (ph)
            P_HDR: begin ser_load = ser_rdy; ser_din = hdr_byte; end
            P_PAY: begin ser_load = ser_rdy; ser_din = pay_byte; pay_pop = ser_rdy; end
            P_CHK: begin ser_load = ser_rdy; ser_din = chk; end
            default: ;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            ph <= P_IDLE;
            last_seen <= 1'b0;
        end else begin
            case (ph)
                P_IDLE: if (send) ph <= P_HDR;
                P_HDR:  if (ser_rdy) ph <= P_PAY;
                P_PAY:  if (ser_rdy) begin
                            last_seen <= pay_last;
                            if (pay_last) ph <= P_CHK;
                        end
                P_CHK:  if (ser_rdy) ph <= P_IDLE;
            endcase
        end
    end

    assign idle = (ph == P_IDLE) && ser_rdy;
endmodule
