// qspi_rd_seq: quad SPI flash fast-read sequencer.
// Sends command 0xEB on one line, a 24 bit address and mode byte on four
// lines, waits DUMMY cycles and captures a 32 bit word. The serial clock
// runs at half the system clock and is produced by a toggle flop; the
// capture shifter runs on that divided clock.
module qspi_rd_seq #(
    parameter DUMMY = 4
) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        start,
    input  wire [23:0] addr,
    input  wire [3:0]  io_in,
    output reg  [3:0]  io_out,
    output reg  [3:0]  io_oe,
    output reg         cs_n,
    output wire        sck,
    output reg  [31:0] rdata,
    output reg         done
);
    localparam ST_IDLE = 3'd0;
    localparam ST_CMD  = 3'd1;
    localparam ST_ADDR = 3'd2;
    localparam ST_MODE = 3'd3;
    localparam ST_DUMY = 3'd4;
    localparam ST_DATA = 3'd5;
    localparam ST_DONE = 3'd6;

    // divided serial clock
    reg sck_q;
    always @(posedge clk or negedge rst_n)
        if (!rst_n)     sck_q <= 1'b0;
        else if (!cs_n) sck_q <= ~sck_q;
        else            sck_q <= 1'b0;
    assign sck = sck_q;

    wire fall = sck_q;     // next clk edge drives sck low: launch data

    reg [2:0]  state;
    reg [4:0]  bit_cnt;
    reg [7:0]  cmd_sr;
    reg [23:0] addr_sr;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state   <= ST_IDLE;
            cs_n    <= 1'b1;
            io_out  <= 4'h0;
            io_oe   <= 4'h0;
            bit_cnt <= 5'd0;
            cmd_sr  <= 8'h00;
            addr_sr <= 24'h0;
            done    <= 1'b0;
        end else begin
            done <= 1'b0;
            case (state)
                ST_IDLE: if (start) begin
                    cs_n    <= 1'b0;
                    cmd_sr  <= 8'hEB;
                    addr_sr <= addr;
                    bit_cnt <= 5'd7;
                    io_oe   <= 4'b0001;
                    io_out  <= {3'b000, 1'b1};
                    state   <= ST_CMD;
                end
                ST_CMD: if (fall) begin
                    io_out  <= {3'b000, cmd_sr[6]};
                    cmd_sr  <= {cmd_sr[6:0], 1'b0};
                    if (bit_cnt == 0) begin
                        state   <= ST_ADDR;
                        bit_cnt <= 5'd5;
                        io_oe   <= 4'b1111;
                        io_out  <= addr_sr[23:20];
                        addr_sr <= {addr_sr[19:0], 4'h0};
                    end else
                        bit_cnt <= bit_cnt - 5'd1;
                end
                ST_ADDR: if (fall) begin
                    if (bit_cnt == 0) begin
                        state   <= ST_MODE;
                        bit_cnt <= 5'd1;
                        io_out  <= 4'hA;
                    end else begin
                        io_out  <= addr_sr[23:20];
                        addr_sr <= {addr_sr[19:0], 4'h0};
                        bit_cnt <= bit_cnt - 5'd1;
                    end
                end
                ST_MODE: if (fall) begin
                    if (bit_cnt == 0) begin
                        state   <= ST_DUMY;
                        bit_cnt <= DUMMY - 1;
                        io_oe   <= 4'b0000;
                    end else begin
                        io_out  <= 4'h0;
                        bit_cnt <= bit_cnt - 5'd1;
                    end
                end
                ST_DUMY: if (fall) begin
                    if (bit_cnt == 0) begin
                        state   <= ST_DATA;
                        bit_cnt <= 5'd7;
                    end else
                        bit_cnt <= bit_cnt - 5'd1;
                end
                ST_DATA: if (fall) begin
                    if (bit_cnt == 0)
                        state <= ST_DONE;
                    else
                        bit_cnt <= bit_cnt - 5'd1;
                end
                ST_DONE: begin
                    cs_n  <= 1'b1;
                    done  <= 1'b1;
                    state <= ST_IDLE;
                end
                default: state <= ST_IDLE;
            endcase
        end
    end

    // capture shifter on the serial clock domain
    reg [31:0] shift_in;
    always @(posedge sck_q or negedge rst_n) begin
        if (!rst_n)
            shift_in <= 32'h0;
        else if (state == ST_DATA)
            shift_in <= {shift_in[27:0], io_in};
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n)                 rdata <= 32'h0;
        else if (state == ST_DONE)  rdata <= shift_in;

endmodule
