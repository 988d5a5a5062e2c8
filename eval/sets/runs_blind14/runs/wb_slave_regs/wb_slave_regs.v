// wb_slave_regs: Wishbone classic slave with four 16-bit registers.
// Address map (word addresses): 0 ctrl, 1 scratch, 2 threshold, 3 id (RO).
// sel_i gives byte enables; ack is asserted for one cycle per access.
// stb_echo mirrors the strobe for a bus monitor.
module wb_slave_regs (
    input  wire        clk_i,
    input  wire        rst_i,
    input  wire        cyc_i,
    input  wire        stb_i,
    input  wire        we_i,
    input  wire [1:0]  adr_i,
    input  wire [1:0]  sel_i,
    input  wire [15:0] dat_i,
    output reg  [15:0] dat_o,
    output reg         ack_o,
    output wire        stb_echo,
    output wire        irq_o,
    output wire [3:0]  mode_o
);
    localparam [15:0] ID_VALUE = 16'hB14E;

    reg [15:0] ctrl_r;
    reg [15:0] scratch_r;
    reg [15:0] thresh_r;
    reg [15:0] level_r;

    wire access = cyc_i & stb_i & ~ack_o;
    wire wr     = access & we_i;

    always @(posedge clk_i) begin
        if (rst_i) begin
            ctrl_r    <= 16'h0001;
            scratch_r <= 16'h0000;
            thresh_r  <= 16'h0100;
            level_r   <= 16'h0000;
            ack_o     <= 1'b0;
            dat_o     <= 16'h0000;
        end else begin
            ack_o <= access;
            if (wr) begin
                case (adr_i)
                    2'd0: begin
                        if (sel_i[0]) ctrl_r[7:0]  <= dat_i[7:0];
                        if (sel_i[1]) ctrl_r[15:8] <= dat_i[15:8];
                    end
                    2'd1: begin
                        if (sel_i[0]) scratch_r[7:0]  <= dat_i[7:0];
                        if (sel_i[1]) scratch_r[15:8] <= dat_i[15:8];
                    end
                    2'd2: begin
                        if (sel_i[0]) thresh_r[7:0]  <= dat_i[7:0];
                        if (sel_i[1]) thresh_r[15:8] <= dat_i[15:8];
                    end
                    default: ;
                endcase
            end
            // free-running level counter, enabled by ctrl bit 0
            if (ctrl_r[0])
                level_r <= level_r + 16'd1;
            if (access && !we_i) begin
                case (adr_i)
                    2'd0: dat_o <= ctrl_r;
                    2'd1: dat_o <= scratch_r;
                    2'd2: dat_o <= thresh_r;
                    default: dat_o <= ID_VALUE;
                endcase
            end
        end
    end

    assign stb_echo = stb_i;
    assign irq_o    = ctrl_r[1] & (level_r >= thresh_r);
    assign mode_o   = ctrl_r[7:4];
endmodule
