// onewire_master: Dallas/Maxim 1-Wire bus master, one operation at a time.
// cmd: 2'b01 reset + presence detect, 2'b10 write bit, 2'b11 read bit.
// Timing comes from a 1 us tick (prescaler from a 20 MHz clock).
// The bus is open drain: dq_oe = 1 pulls the line low.
module onewire_master #(
    parameter CLK_PER_US = 20
) (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] cmd,
    input  wire       go,
    input  wire       wbit,
    input  wire       dq_in,
    output reg        dq_oe,
    output reg        busy,
    output reg        presence,
    output reg        rbit,
    output reg        op_done
);
    localparam IDLE = 2'd0, LOW = 2'd1, SAMPLE = 2'd2, RECOV = 2'd3;

    reg [4:0] pre;
    wire      tick = (pre == CLK_PER_US - 1);
    reg [9:0] us;
    reg [1:0] st;
    reg [1:0] op;

    // per-operation timing (microseconds)
    reg [9:0] t_low, t_samp, t_end;
    always @* begin
        case (op)
            2'b01:   begin t_low = 10'd480; t_samp = 10'd550; t_end = 10'd960; end
            2'b10:   begin t_low = wbit ? 10'd6 : 10'd60; t_samp = 10'd0; t_end = 10'd70; end
            default: begin t_low = 10'd6; t_samp = 10'd15; t_end = 10'd70; end
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            pre <= 5'd0; us <= 10'd0; st <= IDLE; op <= 2'd0;
            dq_oe <= 1'b0; busy <= 1'b0; presence <= 1'b0;
            rbit <= 1'b0; op_done <= 1'b0;
        end else begin
            op_done <= 1'b0;
            pre <= tick ? 5'd0 : pre + 5'd1;
            case (st)
                IDLE: if (go && cmd != 2'b00) begin
                    op <= cmd; us <= 10'd0; pre <= 5'd0;
                    dq_oe <= 1'b1; busy <= 1'b1; st <= LOW;
                end
                LOW: if (tick) begin
                    us <= us + 10'd1;
                    if (us + 10'd1 == t_low) begin
                        dq_oe <= 1'b0;
                        st <= (op == 2'b10) ? RECOV : SAMPLE;
                    end
                end
                SAMPLE: if (tick) begin
                    us <= us + 10'd1;
                    if (us + 10'd1 == t_samp) begin
                        if (op == 2'b01) presence <= ~dq_in;
                        else             rbit     <= dq_in;
                        st <= RECOV;
                    end
                end
                RECOV: if (tick) begin
                    us <= us + 10'd1;
                    if (us + 10'd1 == t_end) begin
                        busy <= 1'b0; op_done <= 1'b1; st <= IDLE;
                    end
                end
            endcase
        end
    end
endmodule
