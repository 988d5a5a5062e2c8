// ps2_rx: PS/2 device-to-host receiver. Samples ps2_clk/ps2_dat with the system clock,
// shifts data on the falling edge of the synchronized ps2_clk, checks odd parity and the
// stop bit, and times out a stuck frame.
module ps2_rx (
    input            clk,
    input            rst,
    input            ps2_clk,
    input            ps2_dat,
    output reg [7:0] rx_byte,
    output reg       rx_valid,
    output reg       parity_err,
    output reg       frame_err
);
    localparam R_IDLE = 3'd0, R_DATA = 3'd1, R_PAR = 3'd2, R_STOP = 3'd3, R_WAIT = 3'd4;

    reg [2:0]  st;
    reg [2:0]  kclk_s;
    reg [1:0]  kdat_s;
    reg [7:0]  shreg;
    reg [2:0]  bitn;
    reg        par_acc;
    reg [12:0] tmo;

    wire fall = kclk_s[2] & ~kclk_s[1];
    wire din  = kdat_s[1];

    always @(posedge clk) begin
        if (rst) begin
            kclk_s <= 3'b111;
            kdat_s <= 2'b11;
        end else begin
            kclk_s <= {kclk_s[1:0], ps2_clk};
            kdat_s <= {kdat_s[0], ps2_dat};
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            st         <= R_IDLE;
            shreg      <= 8'd0;
            bitn       <= 3'd0;
            par_acc    <= 1'b0;
            tmo        <= 13'd0;
            rx_byte    <= 8'd0;
            rx_valid   <= 1'b0;
            parity_err <= 1'b0;
            frame_err  <= 1'b0;
        end else begin
            rx_valid <= 1'b0;
            if (st == R_IDLE)
                tmo <= 13'd0;
            else
                tmo <= tmo + 13'd1;
            case (st)
                R_IDLE: if (fall && !din) begin
                    st      <= R_DATA;
                    bitn    <= 3'd0;
                    par_acc <= 1'b0;
                end
                R_DATA: if (fall) begin
                    shreg   <= {din, shreg[7:1]};
                    par_acc <= par_acc ^ din;
                    bitn    <= bitn + 3'd1;
                    if (bitn == 3'd7) st <= R_PAR;
                end
                R_PAR: if (fall) begin
                    parity_err <= ~(par_acc ^ din);
                    st         <= R_STOP;
                end
                R_STOP: if (fall) begin
                    frame_err <= ~din;
                    rx_byte   <= shreg;
                    rx_valid  <= din;
                    st        <= R_WAIT;
                end
                R_WAIT: if (kclk_s[1]) st <= R_IDLE;
                default: st <= R_IDLE;
            endcase
            if (st != R_IDLE && tmo == 13'h1FFF) begin
                st        <= R_IDLE;
                frame_err <= 1'b1;
            end
        end
    end
endmodule
