// SPI-side command framer: after CS falls, takes one command byte, one
// address byte and then data bytes until CS rises. Byte strobes come from
// an external shifter (byte_vld/byte_in).
module spi_cmd_fsm (
    input  wire       clk,
    input  wire       rst,
    input  wire       cs_n,
    input  wire       byte_vld,
    input  wire [7:0] byte_in,
    output reg        wr_en,
    output reg        rd_en,
    output reg  [7:0] addr,
    output reg        bad_cmd
);
    localparam S_IDLE = 3'd0,
               S_CMD  = 3'd1,
               S_ADDR = 3'd2,
               S_WDAT = 3'd3,
               S_RDAT = 3'd4,
               S_ERR  = 3'd5;

    reg [2:0] state, state_nxt;

    always @* begin
        state_nxt = state;
        case (state)
            S_IDLE: if (!cs_n) state_nxt = S_CMD;
            S_CMD:  if (cs_n) state_nxt = S_IDLE;
                    else if (byte_vld)
                        state_nxt = (byte_in == 8'h02 || byte_in == 8'h03) ? S_ADDR : S_ERR;
            S_ADDR: if (cs_n) state_nxt = S_IDLE;
                    else if (byte_vld) state_nxt = addr[7] ? S_RDAT : S_WDAT;
            S_WDAT: if (cs_n) state_nxt = S_IDLE;
            S_RDAT: if (cs_n) state_nxt = S_IDLE;
            S_ERR:  if (cs_n) state_nxt = S_IDLE;
            default: state_nxt = S_IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            state   <= S_IDLE;
            addr    <= 8'd0;
            bad_cmd <= 1'b0;
        end else begin
            state <= state_nxt;
            if (state == S_CMD && byte_vld)
                addr[7] <= (byte_in == 8'h03);
            if (state == S_ADDR && byte_vld)
                addr[6:0] <= byte_in[6:0];
            if (state == S_WDAT && byte_vld)
                addr[6:0] <= addr[6:0] + 7'd1;
            bad_cmd <= (state == S_ERR);
        end
    end

    always @* begin
        wr_en = (state == S_WDAT) && byte_vld;
        rd_en = (state == S_RDAT) && byte_vld;
    end
endmodule
