// pkt_parser: byte-stream header parser.
// Frame: 0x7E sync, type byte, 16-bit length (MSB first), payload; counts payload bytes
// and flags a length above max_len.
module pkt_parser (
    input             clk,
    input             rst,
    input             in_valid,
    input      [7:0]  in_byte,
    input      [15:0] max_len,
    output reg [7:0]  pkt_type,
    output reg [15:0] pkt_len,
    output reg        hdr_done,
    output reg        too_long,
    output reg        payload_valid,
    output reg [7:0]  payload_byte
);
    localparam P_SYNC = 3'd0, P_TYPE = 3'd1, P_LENH = 3'd2, P_LENL = 3'd3, P_DATA = 3'd4;

    reg [2:0]  st;
    reg [15:0] remain;

    always @(posedge clk) begin
        if (rst) begin
            st            <= P_SYNC;
            pkt_type      <= 8'd0;
            pkt_len       <= 16'd0;
            hdr_done      <= 1'b0;
            too_long      <= 1'b0;
            payload_valid <= 1'b0;
            payload_byte  <= 8'd0;
            remain        <= 16'd0;
        end else begin
            hdr_done      <= 1'b0;
            payload_valid <= 1'b0;
            if (in_valid) begin
                case (st)
                    P_SYNC: if (in_byte == 8'h7E) st <= P_TYPE;
                    P_TYPE: begin
                        pkt_type <= in_byte;
                        st       <= P_LENH;
                    end
                    P_LENH: begin
                        pkt_len[15:8] <= in_byte;
                        st            <= P_LENL;
                    P_LENL: begin
                        pkt_len[7:0] <= in_byte;
                        remain       <= {pkt_len[15:8], in_byte};
                        too_long     <= ({pkt_len[15:8], in_byte} > max_len);
                        hdr_done     <= 1'b1;
                        st           <= ({pkt_len[15:8], in_byte} == 16'd0) ? P_SYNC : P_DATA;
                    end
                    P_DATA: begin
                        payload_valid <= 1'b1;
                        payload_byte  <= in_byte;
                        remain        <= remain - 16'd1;
                        if (remain == 16'd1)
                            st <= P_SYNC;
                    end
                    default: st <= P_SYNC;
                endcase
            end
        end
    end
endmodule
